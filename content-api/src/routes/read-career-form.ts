import { careerFileFields, formMessages } from '@group/shared/contract';
import type { UploadedFile } from '@group/shared/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

export type CareerFileField = (typeof careerFileFields)[number];

export interface ReceivedFile extends UploadedFile {
  content: Buffer;
}

export interface CareerForm {
  fields: Record<string, string>;
  files: Partial<Record<CareerFileField, ReceivedFile>>;
}

const isCareerFileField = (name: string): name is CareerFileField =>
  (careerFileFields as readonly string[]).includes(name);

/**
 * Reads the multipart body into memory (two files of at most 5 MB). The limits themselves are set
 * where @fastify/multipart is registered; this turns their errors into answers naming the field.
 */
export async function readCareerForm(request: FastifyRequest): Promise<CareerForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the application as multipart/form-data');
  const form: CareerForm = { fields: {}, files: {} };
  let current = '';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (part.valueTruncated) throw new ApiError(413, `The field ${part.fieldname} is too long`);
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      if (!isCareerFileField(part.fieldname)) {
        throw new ApiError(400, 'Unexpected file', { [part.fieldname]: 'Unexpected file' });
      }
      const content = await part.toBuffer();
      // A file input left empty still sends a part, with no name and no bytes.
      if (part.filename === '' && content.length === 0) continue;
      form.files[part.fieldname] = { name: part.filename, type: part.mimetype, size: content.length, content };
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, formMessages.fileTooLarge, { [current]: formMessages.fileTooLarge });
    }
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, 'Too many files: send only a resume and a cover letter');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError(413, 'Too many form fields');
    throw error;
  }
  return form;
}
