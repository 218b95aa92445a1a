import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withIntegrity } from './integrity-plugin';

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
  // The stylesheet the chunk loader adds loads with its integrity: the preload must match it.
  return withIntegrity(link, url);
};

type FederationGlobal = { __FEDERATION__?: { __PRELOADED_ASSETS__?: Set<string> } };

/**
 * A server-rendered page links its remote's stylesheets in its head (the shell's
 * server/site-document.tsx). The runtime skips what its record of preloaded assets holds, so they
 * are recorded there and not downloaded a second time. (The record is the runtime's own: should
 * it move, the stylesheet is downloaded once more, and the browser tests say so.)
 */
export function recordPageStylesheets(): void {
  const preloaded = (globalThis as FederationGlobal).__FEDERATION__?.__PRELOADED_ASSETS__;
  if (!preloaded || typeof document === 'undefined') return;
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]').forEach((link) => {
    const href = link.getAttribute('href');
    if (href && /^https?:\/\//.test(href)) preloaded.add(href);
  });
}

export default function stylesheetPreloadPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'site-stylesheet-preload', createLink: preloadInsteadOfStylesheet, init: recordPageStylesheets };
}
