import { careerFileFields, formMessages } from '@group/shared/contract';
import type { UploadedFile } from '@group/shared/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { holdsDisallowedCharacter } from '../http/text-characters';
import type { IncomingUpload, UploadStore } from '../leads/upload-store';
import { FILE_NAME_NOT_ALLOWED, invalidFields } from './lead-guards';

export type CareerFileField = (typeof careerFileFields)[number];

export interface ReceivedFile extends UploadedFile {
  /** The bytes, in the upload store's temporary area until the lead is stored. */
  upload: IncomingUpload;
}

export interface CareerForm {
  fields: Record<string, string>;
  files: Partial<Record<CareerFileField, ReceivedFile>>;
}

export interface CareerFormReading {
  uploads: UploadStore;
  /**
   * Called when the first file arrives, with the fields sent before it, before any of its bytes are
   * read: a throw refuses the form there, and the files are never read.
   */
  beforeFirstFile(fields: Record<string, string>): Promise<void>;
}

export const MALFORMED_MULTIPART = 'Malformed multipart body';

const isCareerFileField = (name: string): name is CareerFileField =>
  (careerFileFields as readonly string[]).includes(name);

/** The multipart parser's own refusals, as answers; its other errors mean a body that does not parse. */
function refusalOf(error: unknown, field: string): ApiError {
  if (error instanceof ApiError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, formMessages.fileTooLarge, { [field]: formMessages.fileTooLarge });
  if (code === 'FST_FILES_LIMIT') return new ApiError(413, 'Too many files: send only a resume and a cover letter');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new ApiError(413, 'Too many form fields');
  if (code === 'FST_PROTO_VIOLATION') return new ApiError(400, 'A form field has a name that is not allowed');
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500 && code !== 'FST_MP_PREMATURE_CLOSE') {
    return new ApiError(statusCode, (error as Error).message);
  }
  // Busboy's "Boundary not found", "Unexpected end of multipart data", a part cut short.
  return new ApiError(400, MALFORMED_MULTIPART);
}

/** Runs one read of the multipart body; whatever it throws is the body's fault. */
async function parsing<T>(read: () => Promise<T>, field: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw refusalOf(error, field);
  }
}

/**
 * The rest of a refused body is read and dropped, so the answer reaches the client while it is
 * still sending, and the connection can serve its next request.
 */
function dropRestOfBody(request: FastifyRequest, pending: MultipartFile | undefined): void {
  pending?.file.destroy();
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads the multipart body part by part. Fields are kept (a few KB, limits set where
 * @fastify/multipart is registered); files are written to the upload store as they arrive, never
 * held in memory. The site's form sends its fields first, so `beforeFirstFile` can refuse a form
 * before a byte of its files is read. On a refusal, every file received is discarded.
 */
export async function readCareerForm(request: FastifyRequest, reading: CareerFormReading): Promise<CareerForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the application as multipart/form-data');
  const form: CareerForm = { fields: {}, files: {} };
  const received: IncomingUpload[] = [];
  let pending: MultipartFile | undefined;
  let current = '';
  try {
    const parts = request.parts();
    for (;;) {
      const next = await parsing(() => parts.next(), current);
      if (next.done) break;
      const part = next.value;
      current = part.fieldname;
      if (part.type === 'field') {
        if (part.valueTruncated) throw new ApiError(413, `The field ${part.fieldname} is too long`);
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      pending = part;
      if (!isCareerFileField(part.fieldname)) {
        throw new ApiError(400, 'Unexpected file', { [part.fieldname]: 'Unexpected file' });
      }
      if (holdsDisallowedCharacter(part.filename, 'line')) throw invalidFields({ [part.fieldname]: FILE_NAME_NOT_ALLOWED });
      if (received.length === 0) await reading.beforeFirstFile({ ...form.fields });

      const upload = await reading.uploads.begin();
      received.push(upload);
      const chunks = part.file[Symbol.asyncIterator]();
      for (;;) {
        const chunk = await parsing(() => chunks.next(), current);
        if (chunk.done) break;
        await upload.write(chunk.value as Buffer);
      }
      pending = undefined;
      if (part.file.truncated) throw refusalOf({ code: 'FST_REQ_FILE_TOO_LARGE' }, part.fieldname);
      // A file input left empty still sends a part, with no name and no bytes.
      if (part.filename === '' && upload.size === 0) continue;
      form.files[part.fieldname] = { name: part.filename, type: part.mimetype, size: upload.size, upload };
    }
  } catch (error) {
    dropRestOfBody(request, pending);
    await reading.uploads.discardAll(received);
    throw error;
  }
  const used = new Set(Object.values(form.files).map((file) => file.upload));
  await reading.uploads.discardAll(received.filter((upload) => !used.has(upload)));
  return form;
}
