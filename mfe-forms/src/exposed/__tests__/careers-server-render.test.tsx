import { screen, within } from '@testing-library/react';
import { paths } from '@group/shared/routes';
import { hydrateFromServer, mockFetch, networkError, ok, renderOnServer, resetSiteStore, setUpTestRuntime } from '@group/shared/testing';
import type { HydrationOptions, HydrationResult, MockRoutes } from '@group/shared/testing';
import { routes as exposedRoutes } from '../routes';
import { installFakeGrecaptcha, removeFakeGrecaptcha } from '../../test-support/fake-grecaptcha';
import { pdfFile, sendAfterEarlyInput } from '../../test-support/fill-form';
import { careerApplication, leadReceipt } from '../../test-support/valid-leads';
import { careersContent, careersMeta, sectionBanners } from '../../test-support/page-data';
import { CAREERS_THANK_YOU } from '../../features/careers/careers-form-values';

const routes: MockRoutes = {
  '/section-banners': ok(sectionBanners),
  '/page-meta/careers': ok(careersMeta),
  '/careers/content': ok([careersContent]),
};

const NEEDS_SCRIPT = 'The security check needs JavaScript. Please turn JavaScript on to send this form.';

/** The page as the shell's route table renders it, at its address. */
async function serverRender(answers: MockRoutes, budgetMs?: number) {
  const fetchMock = mockFetch(answers);
  const page = <exposedRoutes.careers.Component />;
  const server = await renderOnServer(page, { queries: exposedRoutes.careers.queries(), route: paths.careers, budgetMs });
  return { page, server, fetchMock };
}

let hydrated: HydrationResult | undefined;

beforeEach(() => {
  resetSiteStore();
  installFakeGrecaptcha();
  setUpTestRuntime({ imageBaseUrl: 'https://img.example.com/images', siteUrl: 'https://www.example.com' });
});

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
  removeFakeGrecaptcha();
});

describe('Careers rendered on the server', () => {
  it('sends the banner, the heading and description, the head and every field, and hydrates without asking again', async () => {
    const { page, server, fetchMock } = await serverRender(routes);

    expect(server.status).toBe(200);
    expect(server.html).toContain('https://img.example.com/images/banners/careers-desktop.jpg');
    expect(server.html).toContain('Build your career with <strong>Meridian</strong>');
    expect(server.html).toContain('<p>Projects that shape India.</p><ul><li>Roles across <strong>seven sectors</strong></li><li>Mentoring</li></ul>');
    expect(server.html).toContain('<title>Careers | Meridian Group</title>');
    expect(server.html).toContain('href="https://www.example.com/careers"');
    expect(server.html).toContain('APPLY NOW');
    for (const label of ['Full Name', 'Email ID', 'Phone No.', 'Current Designation', 'Expected Salary', 'Current Salary', 'Resume', 'Cover Letter', 'Message']) {
      expect(server.html).toContain(`>${label}</label>`);
    }
    // The captcha is the browser's: its place and a word for visitors without JavaScript.
    expect(server.html).toContain(`<noscript><p class="notice">${NEEDS_SCRIPT}</p></noscript>`);
    expect(server.html).not.toContain('recaptcha/api.js');
    expect(server.html).toMatch(/<button type="submit" class="submit" disabled="">Submit<\/button>/);
    expect(fetchMock.calls).toHaveLength(3);

    hydrated = await hydrateFromServer(page, server, paths.careers);
    expect(hydrated.errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Build your career with Meridian' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(fetchMock.calls).toHaveLength(3);
  });

  it('sends the form without the introduction when the content cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { page, server } = await serverRender({ ...routes, '/careers/content': networkError() });

    expect(server.html).toContain('APPLY NOW');
    expect(server.html).not.toContain('Build your career with');

    hydrated = await hydrateFromServer(page, server, paths.careers);
    expect(hydrated.errors).toEqual([]);
  });

  it('sends the loading screen when the content outlasts the budget, and loads it in the browser', async () => {
    const { page, server } = await serverRender({ ...routes, '/careers/content': () => new Promise<never>(() => undefined) }, 50);
    expect(server.status).toBe(200);
    expect(server.html).toContain('aria-label="Loading Careers"');
    expect(server.html).not.toContain('APPLY NOW');

    mockFetch({ '/careers/content': ok([careersContent]) });
    hydrated = await hydrateFromServer(page, server, paths.careers);
    expect(hydrated.errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Build your career with Meridian' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'APPLY NOW' })).toBeInTheDocument();
  });

  it('sends what the visitor typed and picked before the page was hydrated, files included', async () => {
    const { page, server, fetchMock } = await serverRender({ ...routes, 'POST /career-leads': { status: 200, data: leadReceipt } });
    const files = { Resume: pdfFile('early-resume.pdf'), 'Cover Letter': pdfFile('early-cover.pdf') };
    const hydrate = (options: HydrationOptions) => hydrateFromServer(page, server, paths.careers, options);
    hydrated = await sendAfterEarlyInput(hydrate, careerApplication, files, CAREERS_THANK_YOU);
    expect(hydrated.errors).toEqual([]);
    const body = fetchMock.callsTo('/career-leads')[0].body as FormData;
    expect([...body.values()]).toEqual(expect.arrayContaining([...Object.values(careerApplication), 'test-captcha-token']));
    expect((body.get('resume') as File).name).toBe('early-resume.pdf');
    expect((body.get('cover_letter') as File).name).toBe('early-cover.pdf');
  });

  it('checks a file picked before the page was hydrated as soon as the form starts', async () => {
    const { page, server } = await serverRender(routes);
    const notPdf = new File(['not a pdf'], 'early-resume.docx', { type: 'application/msword' });
    hydrated = await hydrateFromServer(page, server, paths.careers, {
      beforeHydration: (markup) => {
        Object.defineProperty(within(markup).getByLabelText('Resume'), 'files', { value: [notPdf], configurable: true });
      },
    });
    expect(hydrated.errors).toEqual([]);
    expect(await screen.findByText('Please upload a PDF file')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Cover Letter')).not.toHaveAttribute('aria-invalid');
  });

  it('declares its queries under keys named by their endpoints', () => {
    expect(exposedRoutes.careers.queries().map((query) => query.key)).toEqual(['forms:/section-banners', 'forms:/page-meta/careers', 'forms:/careers/content']);
  });
});
