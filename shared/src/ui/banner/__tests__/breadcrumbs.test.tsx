import { screen } from '@testing-library/react';
import { hydrateFromServer, renderOnServer, renderWithRouter } from '@group/shared/testing';
import type { HydrationResult } from '@group/shared/testing';
import { Breadcrumbs } from '../breadcrumbs';
import type { BreadcrumbsProps } from '../breadcrumbs';

/** The configured site address of the tests (the runtime configuration's default). */
const site = 'http://localhost:3000';

const breadcrumbList = (container: HTMLElement) => {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent ?? '') as { '@context': string; '@type': string; itemListElement: unknown[] };
};

let hydrated: HydrationResult | undefined;

afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
});

describe('Breadcrumbs as a BreadcrumbList', () => {
  it('gives a venture page Home and the venture, leaving out "Business Ventures", which has no page', () => {
    const { container } = renderWithRouter(<Breadcrumbs label="Business Ventures" current="Sports" />);
    expect(breadcrumbList(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
        { '@type': 'ListItem', position: 2, name: 'Sports' },
      ],
    });
  });

  it('gives a linked section label its absolute address', () => {
    const { container } = renderWithRouter(<Breadcrumbs label="News Centre" to="/news-centre" current="A story" />);
    expect(breadcrumbList(container).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'News Centre', item: `${site}/news-centre` },
      { '@type': 'ListItem', position: 3, name: 'A story' },
    ]);
  });

  it('ends with a lone section label: the page itself', () => {
    const { container } = renderWithRouter(<Breadcrumbs label="Gallery" />);
    expect(breadcrumbList(container).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Gallery' },
    ]);
  });

  it('keeps the data out of the navigation, whose text stays the trail', () => {
    renderWithRouter(<Breadcrumbs label="About" current="Our Company" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelector('script')).toBeNull();
    expect(trail.textContent).toBe('HomeAboutOur Company');
  });

  it.each<[string, BreadcrumbsProps]>([
    ['a venture', { label: 'Business Ventures', current: 'Sports' }],
    ['a title that tries to close the script', { label: 'News Centre', to: '/news-centre', current: 'Results </script><script>window.hacked = true</script>' }],
  ])('is sent by the server and hydrates without a mismatch for %s', async (_case, props) => {
    const page = <Breadcrumbs {...props} />;
    const server = await renderOnServer(page);
    expect(server.html.match(/<script/g)).toHaveLength(1);
    expect(server.html.match(/<\/script>/g)).toHaveLength(1);
    hydrated = await hydrateFromServer(page, server);
    expect(hydrated.errors).toEqual([]);
    expect(breadcrumbList(hydrated.container).itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: props.to ? 3 : 2,
      name: props.current,
    });
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
