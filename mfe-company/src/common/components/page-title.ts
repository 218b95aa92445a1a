import { getRuntimeConfig } from '@group/shared/config';

/** "Investments | Meridian Group": the pattern the backend's page titles follow. */
export const pageTitle = (name: string): string => `${name} | ${getRuntimeConfig().siteName}`;
