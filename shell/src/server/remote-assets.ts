import { ROUTES_EXPOSE } from '../federation/remote-modules';

type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }[];
};

/** What a page rendered with a remote's routes needs of that remote, as absolute URLs. */
export type RemoteAssets = {
  /** Its routes module's stylesheets: the page's markup uses their class names. */
  stylesheets: string[];
  /** Its entry and routes module's scripts: the browser needs them before it takes the page over. */
  scripts: string[];
};

/** A remote's assets as its mf-manifest.json (at `manifestUrl`) lists them. */
export function remoteAssetsOf(manifestUrl: string, manifestText: string): RemoteAssets {
  const manifest = JSON.parse(manifestText) as Manifest;
  const { publicPath, remoteEntry } = manifest.metaData ?? {};
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const urlOf = (file: string) => new URL(file, base).href;
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets;
  const entry = remoteEntry?.name ? [urlOf(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`)] : [];
  return {
    stylesheets: (routes?.css?.sync ?? []).map(urlOf),
    scripts: [...entry, ...(routes?.js?.sync ?? []).map(urlOf)],
  };
}
