import { useSiteUrls } from '@group/shared/runtime';
import { useQuery } from '@group/shared/data';
import { Banner, InlineLoader } from '@group/shared/ui';
import { ventureQueries } from './api/venture-queries';
import { VentureHead } from './components/venture-head';
import { VentureNotFound } from './components/venture-not-found';
import { VentureSections } from './components/venture-sections';

export type VenturePageProps = { slug: string };

/** The venture banner's mobile image is 768 by 520; the desktop one is the usual 1920 by 520. */
const MOBILE_BANNER = { width: 768, height: 520 };

/**
 * A business venture (SPEC §2): the detail route and each sector path, with the sector as slug.
 * The canonical link is always /business-venture/{slug}, whichever path showed it. A failed load
 * ends, like an unknown slug, in the not-found state (the client has already shown its toast).
 */
export function VenturePage({ slug }: VenturePageProps) {
  const { imageUrl } = useSiteUrls();
  const queries = ventureQueries(slug);
  const { status, data: venture } = useQuery(queries.venture);
  if (status === 'loading') return <InlineLoader text="Loading..." />;
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
