import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collections, contentFiles } from './content-files';
import type { Collection, ContentBundle } from './content-files';
import { ContentError, displayPath, formatFieldPath } from './content-error';
import { checkContentLinks } from './check-content-links';
import { rememberAsWritten } from './records-as-written';

async function readJson(file: string): Promise<{ value?: unknown; problem?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === 'ENOENT' ? 'file is missing' : `cannot be read (${code})` };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: `not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * Reads and validates every content file against the shared contract. Any problem stops the
 * start: serving half a site would hide the mistake until a visitor meets it.
 */
export async function loadContent(contentDir: string): Promise<ContentBundle> {
  const problems: string[] = [];
  const bundle: Partial<Record<Collection, unknown>> = {};
  await Promise.all(
    collections.map(async (collection) => {
      const { file, schema } = contentFiles[collection];
      const fullPath = path.join(contentDir, file);
      const shown = displayPath(fullPath);
      const { value, problem } = await readJson(fullPath);
      if (problem) {
        problems.push(`${shown}: ${problem}`);
        return;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) {
        bundle[collection] = parsed.data;
        rememberAsWritten(parsed.data, value);
        return;
      }
      for (const issue of parsed.error.issues) {
        problems.push(`${shown}: ${formatFieldPath(issue.path)}: ${issue.message}`);
      }
    }),
  );
  if (problems.length > 0) throw new ContentError(problems.sort());
  const content = bundle as ContentBundle;
  const linkProblems = checkContentLinks(content).map(
    ({ collection, field, message }) =>
      `${displayPath(path.join(contentDir, contentFiles[collection].file))}: ${formatFieldPath(field)}: ${message}`,
  );
  if (linkProblems.length > 0) throw new ContentError(linkProblems);
  return content;
}
