import type { PageMeta, VentureBox, VentureCategory } from '@group/shared/contract';
import { endpoints } from '@group/shared/contract';
import { httpReply, ok } from '@group/shared/testing';
import type { MockRoutes } from '@group/shared/testing';

export const API = 'http://localhost:4000';
export const IMAGES = `${API}/images`;

export const box = (overrides: Partial<VentureBox> = {}): VentureBox => ({
  box_image: { url: 'ventures/boxes/box.jpg' },
  is_scrollable: false,
  box_alt_tag: 'A box image',
  box_title: 'A box',
  box_description: '<p>About the box.</p>',
  ...overrides,
});

/** Sections as a backend sends them: any shape, read by the contract. */
type SentVenture = Omit<VentureCategory, 'sections'> & { sections: ReadonlyArray<Record<string, unknown>> };

export const venture = (overrides: Partial<SentVenture> = {}): SentVenture => ({
  _id: 'v1',
  title: 'Sports',
  featured_title: 'Meridian Sports',
  slug: 'sports',
  status: true,
  order: 1,
  banners: {
    desktop_banner: { url: 'ventures/sports-desktop.jpg' },
    mobile_banner: { url: 'ventures/sports-mobile.jpg' },
  },
  sections: [],
  ...overrides,
});

export const meta = (overrides: Partial<PageMeta> = {}): PageMeta => ({
  meta_title: 'Sports | Meridian Sports | Meridian Group',
  meta_description: 'Meridian Sports owns six cricket clubs.',
  og_title: 'Sports on the field',
  og_description: 'Six clubs, fourteen academies.',
  og_image: { url: 'og/sports.jpg' },
  ...overrides,
});

export const notFoundReply = (message: string) => httpReply(404, { status: 404, message });

/** The two calls of a venture page that loads fine: the venture and its page meta. */
export function ventureRoutes(v: Pick<VentureCategory, 'slug' | 'title'>, m: PageMeta = meta()): MockRoutes {
  return {
    [endpoints.ventureBySlug(v.slug)]: ok(v),
    [endpoints.pageMeta(v.title)]: ok(m),
  };
}
