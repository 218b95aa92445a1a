import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia } from '@group/shared/testing';
import { installNativeControlsStandIn } from '../../header/__tests__/native-controls-stand-in';
import { renderWithRouter, setSiteState, venture } from '../../header/__tests__/render-with-router';
import { SiteFooter } from '../site-footer';

installNativeControlsStandIn();
beforeEach(() =>
  setSiteState({ ventureCategories: [venture({ title: 'Infrastructure', slug: 'infrastructure' })] }),
);

const accordion = () => document.querySelector('.narrowLayout') as HTMLElement;
const fold = (title: string) => within(accordion()).getByText(title, { selector: 'h2' }).closest('details') as HTMLDetailsElement;
const summary = (title: string) => fold(title).querySelector('summary') as HTMLElement;

describe('SiteFooter accordion (below 768 px)', () => {
  it('folds the link columns into native disclosures of one name, business ventures open first', () => {
    renderWithRouter(<SiteFooter />);
    expect(fold('BUSINESS VENTURES').open).toBe(true);
    expect(fold('QUICK LINKS').open).toBe(false);
    // The browser keeps one open at a time among disclosures of a name.
    expect(fold('BUSINESS VENTURES').name).not.toBe('');
    expect(fold('QUICK LINKS').name).toBe(fold('BUSINESS VENTURES').name);
    expect(within(accordion()).getByRole('heading', { name: 'BUSINESS VENTURES' })).toBeInTheDocument();
    expect(within(accordion()).getByRole('link', { name: 'Infrastructure' })).toBeVisible();
    expect(within(accordion()).queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
  });

  it('opens a section on a press of its title and closes it on a second press', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteFooter />);

    await user.click(summary('QUICK LINKS'));
    expect(fold('QUICK LINKS').open).toBe(true);
    expect(within(accordion()).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');

    await user.click(summary('QUICK LINKS'));
    expect(fold('QUICK LINKS').open).toBe(false);
    expect(within(accordion()).queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
  });
});

describe('SiteFooter columns (from 768 px)', () => {
  it('shows every section under a plain heading, with no disclosure', () => {
    renderWithRouter(<SiteFooter />);
    const columns = [...document.querySelectorAll<HTMLElement>('.wideLayout')];
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      'BUSINESS VENTURES',
      'QUICK LINKS',
    ]);
    for (const column of columns) expect(column.querySelector('details, summary')).toBeNull();
    expect(within(columns[0]).getByRole('link', { name: 'Infrastructure' })).toBeVisible();
    expect(within(columns[1]).getByRole('link', { name: 'Careers' })).toBeVisible();
  });
});

describe('SiteFooter width', () => {
  it('renders the same markup at every width: CSS, not script, picks the accordion or the columns', () => {
    const markupAt = (width: number) => {
      mockMatchMedia({ width });
      const { container, unmount } = renderWithRouter(<SiteFooter />);
      // Ids differ from one render to the next; nothing else may.
      const html = container.innerHTML.replace(/_r_\w+_/g, 'id');
      unmount();
      return html;
    };
    expect(markupAt(375)).toBe(markupAt(1280));
  });
});
