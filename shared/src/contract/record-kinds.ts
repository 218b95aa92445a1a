// The fixed values records are told apart by, without their schemas: pages that show records
// need these, and none of zod (@group/shared/records).

/** What a news card's action does (SPEC §3, a news item's `link_type`). */
export const linkTypes = ['inner-page-link', 'video', 'external-link', 'none'] as const;
export type LinkType = (typeof linkTypes)[number];

/** The news category whose dates show month and year only (SPEC §2 News Centre). */
export const MEDIA_MENTIONS = 'Media Mentions';

/** The venture section layouts the site can show (SPEC §2 Business venture detail). */
export const layoutTypes = [
  'title_desc',
  'title_desc_image_horizontal',
  'title_desc_image_vertical',
] as const;
export type LayoutType = (typeof layoutTypes)[number];

/** The two PDFs of a career application, in the order they are sent (SPEC §7 POST /career-leads). */
export const careerFileFields = ['resume', 'cover_letter'] as const;
