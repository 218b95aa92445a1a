import { careerLeadSchema, endpoints, formMessages } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { insertCareerLead } from '../leads/lead-store';
import type { UploadStore } from '../leads/upload-store';
import type { LeadRouteDeps } from './contact-lead-route';
import { invalidForm, requireCaptcha } from './lead-guards';
import { readCareerForm } from './read-career-form';
import type { ReceivedFile } from './read-career-form';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A name ending in .pdf proves nothing; the first bytes of a PDF always read %PDF-. */
const looksLikePdf = (file: ReceivedFile) => file.content.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);

export function registerCareerLeadRoute(app: FastifyInstance, deps: LeadRouteDeps & { uploads: UploadStore }): void {
  const { db, captcha, uploads } = deps;
  app.post(endpoints.careerLeads, async (request) => {
    const { fields, files } = await readCareerForm(request);
    const parsed = careerLeadSchema.safeParse({ ...fields, resume: files.resume, cover_letter: files.cover_letter });
    const contentErrors: Record<string, string> = {};
    for (const field of ['resume', 'cover_letter'] as const) {
      const file = files[field];
      const schemaFlagged = parsed.error?.issues.some((issue) => issue.path[0] === field);
      if (file && !schemaFlagged && !looksLikePdf(file)) contentErrors[field] = formMessages.pdfOnly;
    }
    if (!parsed.success || Object.keys(contentErrors).length > 0) throw invalidForm(parsed.error, contentErrors);

    const { recaptchaToken, resume: _resume, cover_letter: _coverLetter, ...lead } = parsed.data;
    await requireCaptcha(captcha, recaptchaToken, request.ip);

    const resume = files.resume as ReceivedFile;
    const coverLetter = files.cover_letter as ReceivedFile;
    // Files first, flushed to disk; then the row. A lead answered with success has both.
    const [resumeFile, coverLetterFile] = await uploads.saveAll([resume.content, coverLetter.content]);
    try {
      const receipt = await insertCareerLead(db, lead, {
        resumeFile,
        resumeOriginalName: resume.name,
        coverLetterFile,
        coverLetterOriginalName: coverLetter.name,
      });
      return ok(receipt);
    } catch (error) {
      await uploads.removeAll([resumeFile, coverLetterFile]);
      throw error;
    }
  });
}
