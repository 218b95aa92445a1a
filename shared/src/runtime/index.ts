export { createSiteRuntime, SiteRuntimeProvider, useApi, useRuntimeConfig, useSiteRuntime, useSiteStore, useSiteUrls, WithSiteRuntime } from './site-runtime';
export type { HydrationState, SiteRuntime, SiteRuntimeOptions, SiteRuntimeProviderProps, WithSiteRuntimeProps } from './site-runtime';
export { createHtmlSanitizer } from './html-sanitizer';
export type { HtmlSanitizer, HtmlSanitizerOptions, SanitizerWindow } from './html-sanitizer';
