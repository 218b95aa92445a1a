import remotes from './remotes.json';

/**
 * The site's remotes, written once in remotes.json so that TypeScript, the build configuration,
 * the servers and the scripts all read the same list: the federation container name, the package
 * folder, the default port of `pnpm serve` and `pnpm dev`, and the environment variables that move it.
 */
export type RemoteName = keyof typeof remotes;
export type RemoteDescriptor = (typeof remotes)[RemoteName];

export const remoteDescriptors: Readonly<Record<RemoteName, RemoteDescriptor>> = remotes;
export const remoteNames = Object.keys(remotes) as RemoteName[];

/** The exposed module of every remote that carries its pages (`exposes['./routes']`). */
export const ROUTES_EXPOSE = 'routes';

/** Where a remote's manifest lives when nothing says otherwise: its default port on this machine. */
export const defaultRemoteUrl = (name: RemoteName): string =>
  `http://localhost:${remotes[name].defaultPort}/mf-manifest.json`;
