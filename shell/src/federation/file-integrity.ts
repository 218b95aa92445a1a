// What the manifests a page or a server read say of their files' integrity
// (docs/decisions/0040-integrity-of-a-remotes-files.md). The browser's plugin and the server's
// verification both read it.

/** Where a page's own lookup is (tooling/webpack-config/integrity-manifest.cjs INTEGRITY_LOOKUP). */
export const INTEGRITY_LOOKUP = '__SITE_INTEGRITY__';

/**
 * The SHA-384 of no bytes: no file with content has it. A file the manifest does not list is
 * loaded with it, so the browser refuses the file as it refuses an altered one (a malformed value
 * would be ignored, and the file loaded unchecked).
 */
export const MATCHES_NO_FILE = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

/** The kinds of file a list covers (scripts and stylesheets); a manifest, an image or a font is not one. */
const LISTED_KIND = /\.(m?js|css)$/;

/** A file under a manifest that lists its release's files: `integrity` undefined when it is not listed. */
export type ExpectedFile = { remote: string; file: string; integrity: string | undefined };

/** The `integrity` a script or link loading the file carries: a file not listed matches nothing. */
export const integrityAttribute = (expected: ExpectedFile | undefined): string | undefined => expected && (expected.integrity ?? MATCHES_NO_FILE);

export type IntegrityRecord = {
  /** Keeps what a manifest lists (or forgets its folder's list, when it lists nothing). */
  record: (manifestUrl: string, manifest: unknown) => void;
  /** What is expected of the file at `url` (absolute); undefined when no manifest with a list covers it. */
  expected: (url: string) => ExpectedFile | undefined;
};

type ListedManifest = { name?: unknown; metaData?: { integrity?: unknown } };

const isList = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((hash) => typeof hash === 'string');

/** A URL's path as the build named the file (a malformed escape is kept as it is, and matches nothing). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The URL without its query string and fragment. */
const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/**
 * The lists of the manifests read, by the folder each manifest is in (its files' paths are
 * relative to it). A file belongs to the deepest folder that has a list: a release kept in
 * `releases/<release>/` beside the live one is its own manifest's.
 */
export function createIntegrityRecord(): IntegrityRecord {
  const lists = new Map<string, { remote: string; files: Record<string, string> }>();
  return {
    record(manifestUrl, manifest) {
      const folder = new URL('.', manifestUrl).href;
      const { name, metaData } = (manifest ?? {}) as ListedManifest;
      if (!isList(metaData?.integrity)) {
        lists.delete(folder);
        return;
      }
      lists.set(folder, { remote: typeof name === 'string' ? name : manifestUrl, files: metaData.integrity });
    },
    expected(url) {
      const href = withoutQuery(url);
      if (!LISTED_KIND.test(href)) return undefined;
      let found: { folder: string; remote: string; files: Record<string, string> } | undefined;
      for (const [folder, list] of lists) {
        if (href.startsWith(folder) && (!found || folder.length > found.folder.length)) found = { folder, ...list };
      }
      if (!found) return undefined;
      const file = decodedPath(href.slice(found.folder.length));
      return { remote: found.remote, file, integrity: Object.hasOwn(found.files, file) ? found.files[file] : undefined };
    },
  };
}
