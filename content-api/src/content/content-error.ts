import path from 'node:path';
import { packageRoot } from '../package-root';

/** A content file that cannot be served; the message names the file and the field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** `demo/content/news-items.json` rather than an absolute path, when the file is in the package. */
export function displayPath(file: string): string {
  const relative = path.relative(packageRoot, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

/** `[3].category.name`, `["Sports & Entertainment"].meta_title`, or `(root)`. */
export function formatFieldPath(segments: ReadonlyArray<PropertyKey>): string {
  if (segments.length === 0) return '(root)';
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const key = String(segment);
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return index === 0 ? key : `.${key}`;
      return `[${JSON.stringify(key)}]`;
    })
    .join('');
}
