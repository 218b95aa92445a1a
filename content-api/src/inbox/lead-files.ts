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

/** Whether a name from the database is one the store makes: nothing else may be read. */
export const isStoredName = (storedName: string): boolean => STORED_NAME.test(storedName);

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
