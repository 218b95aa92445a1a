import { ROUTES_EXPOSE } from '../federation/remote-modules';

type Manifest = {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
};

/**
 * The stylesheets of a remote's routes module, as its manifest lists them, made absolute: a
 * server-rendered page of the remote needs them, since its markup uses their class names.
 */
export function remoteStylesheetsOf(manifestUrl: string, manifestText: string): string[] {
  const manifest = JSON.parse(manifestText) as Manifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets;
  return (routes?.css?.sync ?? []).map((file) => new URL(file, base).href);
}
