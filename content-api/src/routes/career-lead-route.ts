import { careerLeadFieldsSchema, careerLeadSchema, endpoints, formMessages } from '@group/shared/contract';
import type { FieldErrors } from '@group/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { insertCareerLead } from '../leads/lead-store';
import type { UploadStore } from '../leads/upload-store';
import type { LeadRouteDeps } from './contact-lead-route';
import { careerTextRules, parseLead, requireCaptcha } from './lead-guards';
import { readCareerForm } from './read-career-form';
import type { CareerForm, ReceivedFile } from './read-career-form';

const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A name ending in .pdf proves nothing; the first bytes of a PDF always read %PDF-. */
function pdfContentErrors(files: CareerForm['files']): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, file] of Object.entries(files)) {
    if (!file.upload.startsWith(PDF_SIGNATURE)) errors[field] = formMessages.pdfOnly;
  }
  return errors;
}

/** What the contract's file rules read of a received file. */
const described = (file: ReceivedFile | undefined) => file && { name: file.name, type: file.type, size: file.size };

const textFieldNames = Object.keys(careerTextRules).concat('recaptchaToken');

export function registerCareerLeadRoute(app: FastifyInstance, deps: LeadRouteDeps & { uploads: UploadStore }): void {
  const { db, captcha, uploads } = deps;
  app.post(endpoints.careerLeads, async (request) => {
    let captchaChecked = false;
    const { fields, files } = await readCareerForm(request, {
      uploads,
      // The site's form sends every text field and the captcha token before the files: a form
      // refused by either is answered before its files are read.
      async beforeFirstFile(sent) {
        if (!textFieldNames.every((name) => name in sent)) return;
        const { recaptchaToken } = parseLead(careerLeadFieldsSchema, sent, careerTextRules);
        await requireCaptcha(captcha, recaptchaToken, request.ip);
        captchaChecked = true;
      },
    });
    const received = Object.values(files).map((file) => file.upload);
    try {
      const { recaptchaToken, resume: _resume, cover_letter: _coverLetter, ...lead } = parseLead(
        careerLeadSchema,
        { ...fields, resume: described(files.resume), cover_letter: described(files.cover_letter) },
        careerTextRules,
        pdfContentErrors(files),
      );
      if (!captchaChecked) await requireCaptcha(captcha, recaptchaToken, request.ip);

      const resume = files.resume as ReceivedFile;
      const coverLetter = files.cover_letter as ReceivedFile;
      // Files first, durable (flushed to disk, or committed to PostgreSQL); then the row. A lead
      // answered with success has both.
      const [resumeFile, coverLetterFile] = await uploads.keepAll([resume.upload, coverLetter.upload]);
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
    } finally {
      // Nothing once kept; every file of a refused form.
      await uploads.discardAll(received);
    }
  });
}
