import type * as z from 'zod/mini';
import { fuzzRecord, withoutRequired } from '../../testing';
import {
  achievementSchema,
  careersContentSchema,
  galleryCategorySchema,
  galleryImageSchema,
  globalSettingsSchema,
  homeBannerSchema,
  homeContentSchema,
  homeStatSchema,
  leadershipMemberSchema,
  managementContentSchema,
  managementMemberSchema,
  newsCategorySchema,
  newsItemSchema,
  ourCompanyContentSchema,
  pageMetaSchema,
  sectionBannerSchema,
  sectionOneItemSchema,
  ventureBannerSchema,
  ventureCategorySchema,
} from '..';

const media = (url: string) => ({ url, name: 'Picture' });

/** Every entity of SPEC §3 with every field set, and the fields its display cannot do without. */
const entities: Array<[string, z.ZodMiniType, Record<string, unknown>, string[]]> = [
  ['home banner', homeBannerSchema, { _id: 'b1', desktop_banner: media('d.jpg'), mobile_banner: media('m.jpg'), alt_tag: 'Alt', title: 'Title', description: '<p>D</p>', cta_text: 'Go', cta: '/x' }, ['title']],
  ['home stat', homeStatSchema, { _id: 's1', number: 6, name: 'Sectors', image: media('s.png'), alt_tag: 'Alt' }, ['number', 'name']],
  ['home content', homeContentSchema, { section1: { heading: 'H1', title: 'T', description: 'D', cta_text: 'Go', cta_link: '/x' }, section2: { heading: 'H2', description: 'D' } }, ['section1.heading', 'section2.heading']],
  ['venture banner', ventureBannerSchema, { _id: 'vb1', category: { title: 'Sports', slug: 'sports', status: true, order: 1 }, accordion_desktop_banner: media('a.jpg'), accordion_mobile_banner: media('b.jpg'), alt_tag_accordian: 'Alt', featured_line: 'Line' }, ['_id', 'category.title', 'category.slug']],
  ['venture category', ventureCategorySchema, {
    _id: 'v1', title: 'Sports', featured_title: 'Meridian Sports', slug: 'sports', status: true, order: 2,
    banners: { desktop_banner: media('d.jpg'), mobile_banner: media('m.jpg') },
    sections: [{ layout_type: 'title_desc_image_horizontal', section_title: 'T', section_description: 'D', additional_content: 'A', image_type: 'regular',
      box_sections: [{ box_image: media('box.jpg'), box_alt_tag: 'Alt', box_title: 'Box', box_description: 'D', is_scrollable: true }] }],
  }, ['title', 'slug']],
  ['news category', newsCategorySchema, { _id: 'c1', name: 'Press Releases', description: 'D', thumbnail: media('t.jpg'), layout_type: 'grid' }, ['_id', 'name']],
  ['news item', newsItemSchema, {
    _id: 'n1', slug: 'n-1', title: 'News', description: '<p>D</p>', image: media('n.jpg'), inner_page_image: media('i.jpg'), alt_tag: 'Alt',
    createdAt: '2026-01-14T10:30:00.000Z', status: true, order: 1, cta: 'https://example.com', content_display: 'x', link_type: 'inner-page-link',
    innerLink: 'https://example.com/more', category: { _id: 'c1', name: 'Press Releases' },
  }, ['_id', 'slug', 'title']],
  ['gallery category', galleryCategorySchema, { _id: 'g1', name: 'Events' }, ['_id', 'name']],
  ['gallery image', galleryImageSchema, { _id: 'i1', image: media('g.jpg'), alt_tag: 'Alt', category: { _id: 'g1' }, order: 1 }, ['_id', 'image.url', 'category._id']],
  ['section banner', sectionBannerSchema, { _id: 'sb1', section: 'gallery', title: 'Gallery', desktop_banner: media('d.jpg'), mobile_banner: media('m.jpg') }, ['section']],
  ['page meta', pageMetaSchema, { meta_title: 'Title', meta_description: 'D', og_title: 'OG', og_description: 'OGD', og_image: media('og.jpg') }, ['meta_title']],
  ['global settings', globalSettingsSchema, { address: 'Mumbai', google_maps_url: 'https://maps.example', email: 'a@b.c', phone_number: '0', social_media_links: [{ platform: 'linkedin', link: 'https://l' }] }, []],
  ['our-company content', ourCompanyContentSchema, { main_content_heading: 'H', main_content_description: 'D', achievements_heading: 'A', leadership_heading: 'L', leadership_content: 'C', section_cards: [{ icon: media('i.png'), title: 'Mission', content: 'C' }] }, ['main_content_heading']],
  ['achievement', achievementSchema, { _id: 'a1', image: media('a.jpg'), content: '<p>Most Promising</p>' }, ['content']],
  ['leadership member', leadershipMemberSchema, { _id: 'l1', name: 'Asha', role: 'CEO', info: '<p>I</p>', image: media('l.jpg') }, ['name']],
  ['section-one item', sectionOneItemSchema, { _id: 'o1', title: 'Reach', description: 'D', icon: media('o.png') }, ['title']],
  ['management member', managementMemberSchema, { _id: 'm1', name: 'Ravi', role: 'CFO', company: 'Group', info: '<p>I</p>', image: media('m.jpg') }, ['name']],
  ['management content', managementContentSchema, { title: 'Team', description: 'D' }, ['title']],
  ['careers content', careersContentSchema, { title: 'Careers', description: 'D' }, ['title']],
];

describe.each(entities)('the %s schema', (_name, schema, record, required) => {
  const fuzzed = fuzzRecord(record, required);

  it('reads the full record', () => {
    expect(schema.safeParse(record).success).toBe(true);
  });

  if (fuzzed.length > 0) {
    it.each(fuzzed.map((fuzzCase) => [fuzzCase.label, fuzzCase.record] as const))('keeps the record when %s', (_label, variant) => {
      const parsed = schema.safeParse({ ...variant, unknownExtraKey: { any: 'thing' } });
      expect(parsed.error?.issues).toBeUndefined();
      expect(parsed.data).not.toHaveProperty('unknownExtraKey');
    });
  }

  if (required.length > 0) {
    it.each(withoutRequired(record, required).map((fuzzCase) => [fuzzCase.label, fuzzCase.record] as const))('drops the record when %s', (_label, variant) => {
      expect(schema.safeParse(variant).success).toBe(false);
    });
  }
});

describe('what an optional field degrades to', () => {
  const item = entities.find(([name]) => name === 'news item')![2];

  it('coerces what can be coerced and leaves out what cannot', () => {
    const parsed = newsItemSchema.parse({ ...item, order: '3', status: 'false', alt_tag: 7, createdAt: { at: 'now' }, inner_page_image: { url: '' } });
    expect(parsed).toMatchObject({ order: 3, status: false, alt_tag: '7', createdAt: undefined, inner_page_image: undefined, image: { url: 'n.jpg' } });
  });

  it('keeps a list inside a record without its unusable elements', () => {
    const globals = entities.find(([name]) => name === 'global settings')![2];
    const parsed = globalSettingsSchema.parse({ ...globals, social_media_links: [{ platform: 'x' }, null, { platform: 'youtube', link: 'https://y' }] });
    expect(parsed.social_media_links).toEqual([{ platform: 'youtube', link: 'https://y' }]);
  });
});
