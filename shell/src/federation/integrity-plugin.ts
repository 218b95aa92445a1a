import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createIntegrityRecord, INTEGRITY_LOOKUP, integrityAttribute } from './file-integrity';

// The browser's side of docs/decisions/0040-integrity-of-a-remotes-files.md: every script and
// stylesheet of a remote whose manifest lists its files loads with `integrity` and
// `crossorigin="anonymous"`, and the browser refuses one whose bytes differ (or one not listed).

/** The page's record: there is one shell, and one federation runtime, in a browser page. */
const record = createIntegrityRecord();

/** The integrity the file at `url` must load with, or undefined when no manifest says. */
export function integrityOf(url: string): string | undefined {
  return integrityAttribute(record.expected(new URL(url, document.baseURI).href));
}

/** Gives an element about to load `url` its integrity, when there is one. */
export function withIntegrity<T extends HTMLScriptElement | HTMLLinkElement>(element: T, url: string): T {
  const integrity = integrityOf(url);
  if (integrity) {
    element.integrity = integrity;
    element.crossOrigin = 'anonymous';
  }
  return element;
}

type Attrs = Record<string, unknown> | undefined;

/** An element as the runtime makes it (its attributes), with the integrity the runtime cannot add. */
function elementWithIntegrity<T extends HTMLScriptElement | HTMLLinkElement>(element: T, url: string, attrs: Attrs, urlAttribute: 'src' | 'href'): T | undefined {
  if (!integrityOf(url)) return undefined;
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') (element as unknown as Record<string, unknown>)[name] = value;
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  element.setAttribute(urlAttribute, url);
  return withIntegrity(element, url);
}

export default function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-file-integrity',
    init(args) {
      // The remotes' own chunk loaders ask here (tooling/webpack-config/integrity-manifest.cjs).
      (globalThis as Record<string, unknown>)[INTEGRITY_LOOKUP] = integrityOf;
      return args;
    },
    afterLoadManifest(args) {
      if (args.manifestJson) record.record(args.manifestUrl, args.manifestJson);
      return args;
    },
    // The remote's entry, and the scripts the runtime starts early.
    createScript: ({ url, attrs }) => elementWithIntegrity(document.createElement('script'), url, attrs, 'src'),
    // Stylesheets become preloads (stylesheet-preload-plugin.ts), which add their integrity there.
    createLink: ({ url, attrs }) => (attrs?.rel === 'stylesheet' ? undefined : elementWithIntegrity(document.createElement('link'), url, attrs, 'href')),
  };
}
