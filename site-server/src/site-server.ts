// The package's surface: the server factory, its stop, and the settings it reads.
export { createSiteServer } from './create-site-server';
export type { ShellSiteOptions, SiteServerOptions, StaticSiteOptions } from './create-site-server';
export { listenSiteServer, PortInUseError } from './listen';
export { stopSiteServer } from './stop-site-server';
export { ConfigurationError, readSiteServerConfig } from './config/read-site-server-config';
export type { ServerTimeouts, SiteServerConfig } from './config/read-site-server-config';
export { siteServerVariableList } from './config/variable-list';
export type { VariableListing } from './config/variable-list';
export { readSiteConfig } from '@group/shared/config';
export type { Environment, SiteConfig } from '@group/shared/config';
