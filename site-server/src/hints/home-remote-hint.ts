// The home remote's page code is named in its manifest. The federation runtime reads the
// manifest only once the shell's code runs, then starts the page's files; the server can name
// them in the page itself, so they download alongside the shell's own.
import { ROUTES_EXPOSE } from '@group/shared/config';
import { tag } from '../page/html-text';
import { fetchJson, fieldsOf } from './fetch-json';

const isAbsolute = (url: string) => /^(https?:)?\/\//.test(url);

/**
 * Where the manifest's files live: beside the manifest when its publicPath is `auto` (as this
 * site builds them), else its publicPath. undefined when that is only known in the browser.
 */
function assetBase(manifest: unknown, manifestUrl: string): string | undefined {
  const { publicPath } = fieldsOf(fieldsOf(manifest).metaData);
  if (publicPath === 'auto') return manifestUrl;
  if (typeof publicPath === 'string' && isAbsolute(publicPath)) return new URL(publicPath, manifestUrl).href;
  return undefined;
}

const syncFiles = (assets: Record<string, unknown>, kind: 'css' | 'js'): string[] => {
  const { sync } = fieldsOf(assets[kind]);
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
};

/** Preloads for the files the pages' module needs before it runs ('' when unknown). */
export function renderRemoteHint(manifest: unknown, manifestUrl: string): string {
  const base = assetBase(manifest, manifestUrl);
  const { exposes } = fieldsOf(manifest);
  if (!base || !Array.isArray(exposes)) return '';
  const expose = exposes.map(fieldsOf).find((entry) => entry.path === `./${ROUTES_EXPOSE}`);
  if (!expose) return '';
  const assets = fieldsOf(expose.assets);
  const preload = (file: string, as: string) => tag('link', { rel: 'preload', href: new URL(file, base).href, as });
  return [...syncFiles(assets, 'css').map((file) => preload(file, 'style')), ...syncFiles(assets, 'js').map((file) => preload(file, 'script'))].join('');
}

/** Reads the remote's mf-manifest.json and answers the preloads for its pages' files. */
export async function lookUpRemoteHint(manifestUrl: string, fetch: typeof globalThis.fetch): Promise<string> {
  return renderRemoteHint(await fetchJson(fetch, manifestUrl), manifestUrl);
}
