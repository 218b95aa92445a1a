import { createSiteStore } from '../store';

describe('site store', () => {
  it('queues toasts with distinct ids and removes them one by one', () => {
    const store = createSiteStore();
    store.getState().pushToast({ kind: 'error', message: 'Internal Server Error' });
    store.getState().pushToast({ kind: 'error', message: 'Not found' });
    const [first, second] = store.getState().toasts;
    expect(first?.id).not.toBe(second?.id);
    store.getState().removeToast(first!.id);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Not found']);
  });

  it('keeps global settings and venture categories', () => {
    const store = createSiteStore();
    store.getState().setVentureCategories([
      {
        title: 'Sports',
        slug: 'sports',
        status: true,
      },
    ]);
    expect(store.getState().ventureCategories[0]?.slug).toBe('sports');
    expect(store.getState().globals).toBeNull();
  });

  it('keeps of each venture category only what the header and footer show, so pages do not carry every venture’s sections', () => {
    const store = createSiteStore();
    store.getState().setVentureCategories([
      {
        _id: 'v1',
        title: 'Sports',
        featured_title: 'Meridian Sports',
        slug: 'sports',
        status: true,
        order: 2,
        banners: { desktop_banner: { url: 'a' }, mobile_banner: { url: 'b' } },
        sections: [{ layout_type: 'title_desc', section_title: 'Championing sport', box_sections: [] }],
      } as never,
    ]);
    expect(store.getState().ventureCategories).toEqual([
      { _id: 'v1', title: 'Sports', featured_title: 'Meridian Sports', slug: 'sports', status: true, order: 2 },
    ]);
  });
});
