export { createSiteRuntime, SiteRuntimeProvider, useApi, useRuntimeConfig, useSiteRuntime, useSiteStore, useSiteUrls, WithSiteRuntime } from './site-runtime';
export type { SiteRuntime, SiteRuntimeOptions, SiteRuntimeProviderProps, WithSiteRuntimeProps } from './site-runtime';
export type { HydrationState } from './hydration-state';
export { createHtmlSanitizer } from './html-sanitizer';
export type { HtmlSanitizer, HtmlSanitizerOptions, SanitizerWindow } from './html-sanitizer';
