
export { renderWithRouter } from './render-with-router';
export type { RenderWithRouterOptions, RenderWithRouterResult } from './render-with-router';
export { mockFetch, httpReply, rawReply, networkError } from './mock-fetch';
export type { FetchMock, MockAnswer, MockHandler, MockReply, MockRequest, MockRoutes, MockValue } from './mock-fetch';
export { fakeResponse } from './fake-response';
export { resetSiteStore, toastMessages } from './site-store';
export { setUpTestRuntime, testRuntime, TestRuntimeProvider } from './test-runtime';
export { renderWithRuntime } from './render-with-runtime';
export { mockMatchMedia } from './match-media';
export type { MatchMediaMock, MediaEnvironment } from './match-media';
export { setPageVisibility } from './page-visibility';
export { fuzzRecord, withoutRequired } from './contract-fuzz';
export type { FuzzCase } from './contract-fuzz';
export { hydrateFromServer, renderOnServer } from './render-on-server';
export type { HydrationOptions, HydrationResult, ServerRenderOptions, ServerRenderResult } from './render-on-server';
export { bannerImagesOf } from './banner-images';
export { ok } from './envelope';
export type { SentFor } from './envelope';
