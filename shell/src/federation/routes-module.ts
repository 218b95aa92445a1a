import type { RemoteRoutesModule } from './remote-modules';

/**
 * A remote's `./routes` module as the shell reads it, or undefined when it is none: it exports
 * `routes`, one route object per page. (Remotes of `@group/shared` 1.x, which exported `pages`,
 * are refused before this, by the shared modules' versions: docs/decisions/0017.)
 */
export function asRoutesModule(value: unknown): RemoteRoutesModule | undefined {
  const routes = typeof value === 'object' && value !== null ? (value as { routes?: unknown }).routes : undefined;
  return typeof routes === 'object' && routes !== null ? (value as RemoteRoutesModule) : undefined;
}
