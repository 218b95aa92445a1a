import { ROUTES_EXPOSE } from '../federation/remote-modules';

/** The stylesheets of a remote's routes module, as its manifest lists them, made absolute. */
export type RemoteAssets = { stylesheets: string[] };

type Manifest = {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
};

/** The stylesheets a page of the remote needs: the server's markup uses their class names. */
export function remoteAssetsOf(manifestUrl: string, manifestText: string): RemoteAssets {
  const manifest = JSON.parse(manifestText) as Manifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets;
  return { stylesheets: (routes?.css?.sync ?? []).map(at) };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const remoteAssetTags = ({ stylesheets }: RemoteAssets): string =>
  stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
