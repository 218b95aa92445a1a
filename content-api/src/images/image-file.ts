import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** An original under the images folder, as it is on disk now. */
export interface ImageFile {
  /** The real path, symbolic links resolved. */
  path: string;
  /** The real path from the images folder, with `/`. */
  relativePath: string;
  size: number;
  mtimeNs: bigint;
}

const isPlainSegment = (segment: string) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment);

const isOutside = (relativePath: string) =>
  relativePath === '..' || relativePath.startsWith(`..${path.sep}`) || path.isAbsolute(relativePath);

/**
 * The file a request path (what follows `/images/` or `/uploads/`, still percent-encoded) names
 * under `root`, or undefined when it names none or is not plainly inside it: an undecodable path,
 * empty, `.` or `..` segments, backslashes, NUL, a symbolic link leading out of the folder, or a
 * path the file system does not resolve. Variants are rendered only from such files; every other
 * request is left to the static files, which refuse it or answer 404 as they always have.
 */
export async function findImageFile(root: string, requestPath: string): Promise<ImageFile | undefined> {
  try {
    const segments = decodeURIComponent(requestPath).split('/');
    if (!segments.every(isPlainSegment)) return undefined;
    const realRoot = await realpath(root);
    const file = await realpath(path.join(realRoot, ...segments));
    const relativePath = path.relative(realRoot, file);
    if (isOutside(relativePath)) return undefined;
    const info = await stat(file, { bigint: true });
    if (!info.isFile()) return undefined;
    return { path: file, relativePath: relativePath.split(path.sep).join('/'), size: Number(info.size), mtimeNs: info.mtimeNs };
  } catch {
    return undefined;
  }
}
