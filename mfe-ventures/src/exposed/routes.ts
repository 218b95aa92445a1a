import type { RemotePages } from '@group/shared/federation';
import { VenturePage } from '../features/venture/venture-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths
 * (the venture detail route and the seven sector paths) and passes the venture's slug.
 */
export const pages = {
  venture: VenturePage,
} satisfies RemotePages['ventures'];
