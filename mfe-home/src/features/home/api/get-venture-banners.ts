import { getList } from '@group/shared/api';
import { inDisplayOrder, ventureBannerSchema } from '@group/shared/contract';
import type { VentureBanner } from '@group/shared/contract';

/** The business ventures accordion (GET /business-ventures/banners), in SPEC's display rule by category. */
export async function getVentureBanners(path: string, signal: AbortSignal): Promise<VentureBanner[] | undefined> {
  const banners = await getList(path, ventureBannerSchema, { signal });
  return banners && inDisplayOrder(banners, (banner) => banner.category);
}
