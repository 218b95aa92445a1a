import { screen, within } from '@testing-library/react';
import { mockFetch, resetSiteStore } from '@group/shared/testing';
import type { VentureBox } from '@group/shared/contract';
import { API, box, venture, ventureRoutes } from './venture-fixtures';
import { renderVenture } from './render-venture';

beforeEach(() => resetSiteStore());

const showGrid = async (imageType: string | undefined, boxes: VentureBox[]) => {
  mockFetch(
    ventureRoutes(
      venture({
        sections: [
          {
            layout_type: 'title_desc_image_vertical',
            image_type: imageType,
            section_title: 'Our properties',
            section_description: '<p>Where we welcome guests.</p>',
            box_sections: boxes,
          },
        ],
      }),
    ),
  );
  renderVenture('sports');
  await screen.findByRole('heading', { level: 1, name: 'Sports' });
  return screen.getByRole('region', { name: 'Our properties' });
};

describe('title_desc_image_vertical sections', () => {
  it('shows two-column cards with title and description when image_type is "regular"', async () => {
    const section = await showGrid('regular', [
      box({
        box_image: { url: 'ventures/boxes/hospitality-3.jpg' },
        box_alt_tag: 'Meridian Grand Mumbai exterior',
        box_title: 'Meridian Grand, Mumbai',
        box_description: '<p>312 rooms overlooking the sea.</p>',
      }),
      box({ box_alt_tag: 'Courtyard', box_title: undefined, box_description: undefined }),
    ]);

    expect(within(section).getByText('Where we welcome guests.')).toBeInTheDocument();
    const grid = within(section).getByRole('list');
    expect(grid).toHaveAttribute('data-grid', 'cards');
    const [first, second] = within(grid).getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: 'Meridian Grand Mumbai exterior' })).toHaveAttribute(
      'src',
      `${API}/uploads/ventures/boxes/hospitality-3.jpg`,
    );
    expect(within(first).getByRole('heading', { level: 3, name: 'Meridian Grand, Mumbai' })).toBeInTheDocument();
    expect(within(first).getByText('312 rooms overlooking the sea.')).toBeInTheDocument();
    // Title and description are optional: a card may be only its image.
    expect(within(second).getByRole('img', { name: 'Courtyard' })).toBeInTheDocument();
    expect(within(second).queryByRole('heading')).not.toBeInTheDocument();
  });

  it.each([['logo'], ['icon'], [undefined]])('shows a logo grid when image_type is %s', async (imageType) => {
    const section = await showGrid(imageType, [
      box({ box_image: { url: 'ventures/logos/sports-1.png' }, box_alt_tag: 'Club crest 1', box_title: 'Crest one' }),
      box({ box_image: { url: 'ventures/logos/sports-2.png' }, box_alt_tag: 'Club crest 2' }),
    ]);

    const grid = within(section).getByRole('list');
    expect(grid).toHaveAttribute('data-grid', 'logos');
    const logos = within(grid).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Club crest 1', 'Club crest 2']);
    expect(logos[0]).toHaveAttribute('src', `${API}/uploads/ventures/logos/sports-1.png`);
    expect(logos[0]).toHaveAttribute('width', '400');
    expect(logos[0]).toHaveAttribute('height', '200');
    // Logos are names in pictures: no card titles or descriptions.
    expect(within(section).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
