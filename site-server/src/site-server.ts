// The package's surface: the server factory and the settings it reads.
export { createSiteServer } from './create-site-server';
export type { ShellSiteOptions, SiteServerOptions, StaticSiteOptions } from './create-site-server';
export { listenSiteServer } from './listen';
export { readRenderBudget, readTrustProxy } from './config/site-config';
export { readSiteConfig } from '@group/shared/config';
export type { Environment, SiteConfig } from '@group/shared/config';
