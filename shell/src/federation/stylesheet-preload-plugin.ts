import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type CreateLinkHook = NonNullable<ModuleFederationRuntimePlugin['createLink']>;

/**
 * When the runtime reads a remote's manifest, it starts the page's stylesheets early by adding
 * `<link rel="stylesheet">` without waiting for them. The remote's own chunk loader then finds
 * that link, takes the stylesheet for loaded, and the page renders unstyled for a moment: a
 * modal dialog lands at the bottom of the page (and focusing it scrolls there), and everything
 * jumps when the styles arrive. Turned into `rel="preload"`, the early start is kept, and the
 * chunk loader adds the stylesheet itself and waits for it before the page renders.
 */
export const preloadInsteadOfStylesheet: CreateLinkHook = ({ url, attrs }) => {
  if (attrs?.rel !== 'stylesheet') return undefined;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'style');
  link.setAttribute('href', url);
  return link;
};

export default function stylesheetPreloadPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'site-stylesheet-preload', createLink: preloadInsteadOfStylesheet };
}
