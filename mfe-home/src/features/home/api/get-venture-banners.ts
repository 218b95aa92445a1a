import type { VentureBanner } from '@group/shared/contract';
import { inDisplayOrder } from '@group/shared/records';
import type { QueryLoadContext } from '@group/shared/data';

/** The business ventures accordion (GET /business-ventures/banners), in SPEC's display rule by category. */
export async function getVentureBanners(path: string, { api, signal }: QueryLoadContext): Promise<VentureBanner[] | undefined> {
  const banners = await api.getList(path, 'ventureBanner', { signal });
  return banners && inDisplayOrder(banners, (banner) => banner.category);
}
