export { createSiteRuntime } from './site-runtime';
export type { SiteRuntime, SiteRuntimeOptions } from './site-runtime';
export { SiteRuntimeProvider, useApi, useRuntimeConfig, useSiteRuntime, useSiteStore, useSiteUrls, WithSiteRuntime } from './site-runtime-context';
export type { SiteRuntimeProviderProps, WithSiteRuntimeProps } from './site-runtime-context';
export { createHtmlSanitizer } from './html-sanitizer';
export type { HtmlSanitizer, HtmlSanitizerOptions, SanitizerWindow } from './html-sanitizer';
export type { HydrationState } from './hydration';
