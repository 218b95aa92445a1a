import { useSiteUrls } from '@group/shared/runtime';
import { useQuery } from '@group/shared/data';
import { Banner, InlineLoader } from '@group/shared/ui';
import { ventureQueries } from './api/venture-queries';
import { VentureHead } from './components/venture-head';
import { VentureNotFound } from './components/venture-not-found';
import { VentureSections } from './components/venture-sections';
import { VentureUnavailable } from './components/venture-unavailable';

export type VenturePageProps = { slug: string };

/** The venture banner's mobile image is 768 by 520; the desktop one is the usual 1920 by 520. */
const MOBILE_BANNER = { width: 768, height: 520 };

/**
 * A business venture (SPEC §2): the detail route and each sector path, with the sector as slug.
 * The canonical link is always /business-venture/{slug}, whichever path showed it. An unknown slug
 * ends in the not-found state (404); a venture that could not be read in the unavailable one (503),
 * whose "Try again" reads it and its meta again.
 */
export function VenturePage({ slug }: VenturePageProps) {
  const { imageUrl } = useSiteUrls();
  const queries = ventureQueries(slug);
  const { status, data: venture, reload } = useQuery(queries.venture);
  const { reload: reloadMeta } = useQuery(queries.meta);
  if (status === 'loading') return <InlineLoader text="Loading..." />;
  if (status === 'error') {
    const retry = () => {
      reload();
      reloadMeta();
    };
    return <VentureUnavailable slug={slug} onRetry={retry} />;
  }
  if (!venture) return <VentureNotFound slug={slug} />;
  return (
    <>
      <VentureHead query={queries.meta} venture={venture} />
      <Banner
        desktopSrc={imageUrl(venture.banners.desktop_banner?.url)}
        mobileSrc={imageUrl(venture.banners.mobile_banner?.url)}
        mobileWidth={MOBILE_BANNER.width}
        mobileHeight={MOBILE_BANNER.height}
        breakpoint={767}
        alt={`${venture.title} banner`}
        heading={venture.title}
        breadcrumbs={{ label: 'Business Ventures', current: venture.title }}
      />
      <VentureSections sections={venture.sections} />
    </>
  );
}
