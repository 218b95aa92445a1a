// The package's surface: the server factory, the configuration it reads, and the page head the
// shell's dev server writes as this server does.
export { createSiteServer } from './create-site-server';
export type { ShellSiteOptions, SiteServerOptions, StaticSiteOptions } from './create-site-server';
export { listenSiteServer } from './listen';
export { readRenderBudget, readSiteConfig, readTrustProxy } from './config/site-config';
export type { Environment, SiteConfig } from './config/site-config';
export { injectSiteHead } from './page/site-head';
export type { PageAnswer, PageRequest, RenderPage } from './page/index-page';
export type {
  ServerRenderedPage,
  ServerRenderer,
  ServerRendererModule,
  ServerRendererOptions,
  ServerRenderRequest,
} from './page/server-renderer';
