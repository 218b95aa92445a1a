export { SiteRoot, SITE_ROOT_CLASS } from './site-root/site-root';
export type { SiteRootProps } from './site-root/site-root';

export { SafeHtml } from './safe-html/safe-html';
export type { SafeHtmlProps, SafeHtmlTag } from './safe-html/safe-html';

export { Banner, BANNER_WIDTH, BANNER_HEIGHT } from './banner/banner';
export type { BannerProps } from './banner/banner';
export { Breadcrumbs } from './banner/breadcrumbs';
export type { BreadcrumbsProps } from './banner/breadcrumbs';
export { CategoryMenu } from './category-menu/category-menu';
export type { CategoryMenuProps } from './category-menu/category-menu';
export { PageBanner, PageBannerPlaceholder } from './section-page/page-banner';
export type { PageBannerProps } from './section-page/page-banner';
export { sectionBannersQuery, pageMetaQuery, findSectionBanner } from './section-page/section-page-queries';
export { sectionPageHead, pageTitle } from './section-page/section-page-head';
export type { SectionPageHeadSource } from './section-page/section-page-head';

export * from './structured-data';

export { CtaLink } from './cta-link/cta-link';
export type { CtaLinkProps } from './cta-link/cta-link';
export { resolveCta } from './cta-link/resolve-cta';
export type { ResolvedCta } from './cta-link/resolve-cta';
export { ArrowIcon } from './cta-link/arrow-icon';
export type { ArrowIconProps } from './cta-link/arrow-icon';

export { ContentSection } from './content-section/content-section';
export type { ContentSectionProps } from './content-section/content-section';
export { NewsContentSection } from './content-section/news-content-section';
export type { NewsContentSectionProps } from './content-section/news-content-section';

export { PageHead } from './page-head/page-head';
export type { PageHeadProps } from './page-head/page-head';
export { pageMetaToHead } from './page-head/page-meta-to-head';

export { afterPageLoad } from './idle/after-page-load';
export { StaticMarkup, STATIC_MARKUP_ATTRIBUTE } from './static-markup/static-markup';
export { HydrationSection } from './hydration-section/hydration-section';
export type { HydrationSectionProps } from './hydration-section/hydration-section';
export type { StaticMarkupProps, StaticMarkupTag } from './static-markup/static-markup';

export { Carousel, CAROUSEL_DEFAULT_SPEED, CAROUSEL_DEFAULT_DELAY } from './carousel/carousel';
export type { CarouselProps, CarouselLayout, CarouselBreakpoint, CarouselBreakpoints } from './carousel/carousel';
export { CAROUSEL_ARROWS_SCRIPT } from './carousel/carousel-arrows-script';

export { useLightbox } from './lightbox/use-lightbox';
export type { LightboxControls } from './lightbox/use-lightbox';
export { openLightbox, openGallery, closeLightbox } from './lightbox/open-lightbox';
export {
  LIGHTBOX_SLIDE_DISTANCE,
  LIGHTBOX_CLOSE_FADE_MS,
  LIGHTBOX_INVALID_SOURCE,
  LIGHTBOX_VIDEO_METADATA_WAIT_MS,
} from './lightbox/lightbox-settings';
export type { LightboxSource } from './lightbox/lightbox-settings';

export { PageLoader } from './loaders/page-loader';
export type { PageLoaderProps } from './loaders/page-loader';
export { InlineLoader } from './loaders/inline-loader';
export type { InlineLoaderProps } from './loaders/inline-loader';
export { Skeleton, SkeletonCard } from './loaders/skeleton';
export type { SkeletonProps, SkeletonCardProps } from './loaders/skeleton';
export { ErrorState } from './states/error-state';
export type { ErrorStateProps } from './states/error-state';
export { EmptyState } from './states/empty-state';
export type { EmptyStateProps } from './states/empty-state';

export { useMediaQuery, usePrefersReducedMotion } from './hooks/use-media-query';
export { usePageVisible } from './hooks/use-page-visible';
export { useBrowserValue, useHydrated } from './hooks/use-hydrated';

export { StandaloneLayout } from './standalone-layout';
export type { StandaloneLayoutProps, StandaloneLink } from './standalone-layout';

export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';

export { MediaImage, ResponsiveImage, ArtDirectedImage } from './media-image';
export type { MediaImageProps, ResponsiveImageProps, ArtDirectedImageProps } from './media-image';
export { EARLY_CLICK_ATTRIBUTE, EARLY_CLICK_SCRIPT } from './early-click/early-click-script';
export { useEarlyClick } from './early-click/use-early-click';
