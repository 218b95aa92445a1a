import { getList } from '@group/shared/api';
import { endpoints, homeBannerSchema } from '@group/shared/contract';
import type { HomeBanner } from '@group/shared/contract';

/** The banner slider's slides (GET /homepage/banners). Undefined when the call failed. */
export const getHomeBanners = (signal: AbortSignal): Promise<HomeBanner[] | undefined> =>
  getList(endpoints.homeBanners, homeBannerSchema, { signal });
