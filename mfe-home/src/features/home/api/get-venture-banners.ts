import { getList } from '@group/shared/api';
import { compareByOrder, ventureBannerSchema } from '@group/shared/contract';
import type { VentureBanner } from '@group/shared/contract';

/**
 * The business ventures accordion (GET /business-ventures/banners). The server keeps only
 * categories whose status is true and sorts them by category order, a missing order last (SPEC §7); the same rule is
 * applied again here so another backend that skips it cannot show a hidden venture.
 */
export async function getVentureBanners(path: string, signal: AbortSignal): Promise<VentureBanner[] | undefined> {
  const banners = await getList(path, ventureBannerSchema, { signal });
  return banners
    ?.filter((banner) => banner.category.status)
    .sort((a, b) => compareByOrder(a.category, b.category));
}
