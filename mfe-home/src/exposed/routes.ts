import type { RemotePages } from '@group/shared/federation';
import { HomePage } from '../features/home/home-page';

/**
 * This remote's pages, by the names the shell's route table uses. The shell decides the paths;
 * each component renders a whole page inside the shell's layout.
 */
export const pages = {
  home: HomePage,
} satisfies RemotePages['home'];
