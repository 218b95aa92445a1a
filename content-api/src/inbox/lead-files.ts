import { open } from 'node:fs/promises';
import type { ReadStream } from 'node:fs';
import path from 'node:path';
import type { UploadStore } from '../leads/upload-store';

export type LeadFileKind = 'resume' | 'cover-letter';

export interface LeadFile {
  kind: LeadFileKind;
  label: string;
  /** The column with the name the store gave the file. */
  storedColumn: 'resume_file' | 'cover_letter_file';
  /** The column with the name the visitor's file had. */
  originalColumn: 'resume_original_name' | 'cover_letter_original_name';
}

export const leadFiles: readonly LeadFile[] = [
  { kind: 'resume', label: 'Résumé', storedColumn: 'resume_file', originalColumn: 'resume_original_name' },
  { kind: 'cover-letter', label: 'Cover letter', storedColumn: 'cover_letter_file', originalColumn: 'cover_letter_original_name' },
];

export const leadFileOf = (kind: string): LeadFile | undefined => leadFiles.find((file) => file.kind === kind);

/** The names UploadStore makes up: a UUID and .pdf. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/i;

/**
 * Where a stored file is, when its name is one the store makes and it lies directly in the store's
 * folder; undefined otherwise. A name from the database is still checked: nothing else may be read.
 */
export function storedFilePath(uploads: UploadStore, storedName: string): string | undefined {
  if (!STORED_NAME.test(storedName)) return undefined;
  const folder = path.resolve(uploads.dir);
  const file = path.resolve(folder, storedName);
  return path.dirname(file) === folder ? file : undefined;
}

/**
 * A file name for Content-Disposition made from the visitor's: letters, digits, dot, dash and
 * underscore only (accents dropped), at most 80 characters, ending in .pdf.
 */
export function downloadName(original: string, fallback: string): string {
  const base = original
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.pdf`;
}

/** The file opened for reading with its size; undefined when it is not there. */
export async function openStoredFile(file: string): Promise<{ stream: ReadStream; size: number } | undefined> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
    throw error;
  });
  if (!handle) return undefined;
  try {
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    return { stream: handle.createReadStream(), size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
