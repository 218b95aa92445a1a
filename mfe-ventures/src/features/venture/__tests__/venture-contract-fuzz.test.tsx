import { screen } from '@testing-library/react';
import { endpoints } from '@group/shared/contract';
import { fuzzRecord, mockFetch, ok, resetSiteStore } from '@group/shared/testing';
import { box, meta, venture } from './venture-fixtures';
import { renderVenture } from './render-venture';

/** A venture with every field set, as a backend sends it. */
const fullVenture = venture({
  sections: [
    {
      layout_type: 'title_desc_image_horizontal',
      section_title: 'What we do',
      section_description: '<p>Three lines of business.</p>',
      additional_content: '<p>More</p>',
      image_type: 'regular',
      box_sections: [{ ...box({ box_title: 'Stadiums' }), box_image: { url: 'boxes/stadium.jpg', name: 'Stadium' }, is_scrollable: true }],
    },
  ],
});

const variants = fuzzRecord(fullVenture, ['title', 'slug']);

beforeEach(() => {
  resetSiteStore();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('a venture with an empty, null, missing or coercible optional field', () => {
  it.each(variants.map((variant) => [variant.label, variant.record] as const))('still shows its page when %s', async (_label, record) => {
    mockFetch({ [endpoints.ventureBySlug('sports')]: ok(record), [endpoints.pageMeta('Sports')]: ok(meta()) });
    renderVenture('sports');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    // A section without a layout it knows is skipped (and logged); every other section shows its box.
    const section = (record.sections as Array<{ layout_type?: unknown; box_sections?: Array<{ box_title?: unknown }> }> | undefined)?.[0];
    if (section?.layout_type === 'title_desc_image_horizontal' && section.box_sections?.[0]?.box_title === 'Stadiums') {
      expect(screen.getByText('Stadiums')).toBeInTheDocument();
    }
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).toBeTruthy();
  });
});
