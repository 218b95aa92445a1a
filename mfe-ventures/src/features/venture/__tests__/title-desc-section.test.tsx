import { screen, within } from '@testing-library/react';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import { venture, ventureRoutes } from './venture-fixtures';
import { renderVenture } from './render-venture';

beforeEach(() => resetSiteStore());

const showSections = async (sections: ReadonlyArray<Record<string, unknown>>) => {
  mockFetch(ventureRoutes(venture({ sections })));
  renderVenture('sports');
  await screen.findByRole('heading', { level: 1, name: 'Sports' });
};

describe('title_desc sections', () => {
  it('shows the heading, the description and the additional markup', async () => {
    await showSections([
      {
        layout_type: 'title_desc',
        section_title: 'Championing <strong>Indian sport</strong>',
        section_description: '<p>Meridian Sports owns and runs cricket franchises.</p>',
        additional_content: '<ul><li><strong>6</strong> cricket clubs owned</li></ul>',
      },
    ]);

    const section = screen.getByRole('region', { name: 'Championing Indian sport' });
    expect(within(section).getByRole('heading', { level: 2 })).toContainHTML('<strong>Indian sport</strong>');
    expect(within(section).getByText('Meridian Sports owns and runs cricket franchises.')).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent('6 cricket clubs owned');
  });

  it('leaves the additional markup out when there is none', async () => {
    await showSections([
      { layout_type: 'title_desc', section_title: 'Digital at the core', section_description: '<p>We build platforms.</p>' },
    ]);

    const section = screen.getByRole('region', { name: 'Digital at the core' });
    expect(within(section).getByText('We build platforms.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('sanitizes every markup field', async () => {
    await showSections([
      {
        layout_type: 'title_desc',
        section_title: 'Safe <img src="x" onerror="window.__hacked = true">heading',
        section_description: '<p>Clean text</p><script>window.__hacked = true</script>',
        additional_content: '<a href="javascript:window.__hacked = true">Bad link</a>',
      },
    ]);

    const section = screen.getByRole('region', { name: 'Safe heading' });
    expect(section.querySelector('script')).toBeNull();
    expect(section.querySelector('[onerror]')).toBeNull();
    expect(within(section).getByText('Bad link')).not.toHaveAttribute('href', expect.stringContaining('javascript:'));
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });
});
