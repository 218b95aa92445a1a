import { createSiteStore } from '..';

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
        banners: { desktop_banner: { url: 'a' }, mobile_banner: { url: 'b' } },
        sections: [],
      },
    ]);
    expect(store.getState().ventureCategories[0]?.slug).toBe('sports');
    expect(store.getState().globals).toBeNull();
  });
});
