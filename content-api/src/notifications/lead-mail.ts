import type { SendMailOptions } from 'nodemailer';
import type { LeadRecord, LeadType } from '../leads/lead-store';
import { escapeHtml, headerText } from './header-text';
import { labelledFields } from './lead-fields';
import type { LeadFile } from './lead-fields';

/** A career lead's PDF as read from the upload store; no content when the file is gone. */
export interface FileForMail {
  file: LeadFile;
  content: Buffer | undefined;
}

export interface LeadMailInput {
  type: LeadType;
  lead: LeadRecord;
  deliveryId: string;
  from: string;
  to: string;
  files: readonly FileForMail[];
}

export function leadMailSubject(type: LeadType, lead: LeadRecord): string {
  return type === 'contact'
    ? `New contact enquiry: ${headerText(lead.subject)}`
    : `New job application: ${headerText(lead.current_designation)} (${headerText(lead.name)})`;
}

/** The domain of the sender's address, for the Message-ID. */
const domainOf = (from: string) => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'content-api.invalid';

/** A visitor's file name as an attachment's name: one line, and always a .pdf. */
function attachmentName(file: LeadFile): string {
  const name = headerText(file.originalName).replace(/[\\/]/g, '_') || file.field;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

const fileState = ({ file, content }: FileForMail) =>
  content ? `attached (${file.originalName})` : `MISSING from the upload store (${file.originalName}): it could not be attached`;

function textBody(input: LeadMailInput): string {
  const lines = labelledFields(input.type, input.lead).map(({ label, value }) =>
    value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
  );
  return [
    ...lines,
    ...input.files.map((entry) => `${entry.file.label}: ${fileState(entry)}`),
    '',
    `Lead ${input.lead.id}, received ${input.lead.created_at}.`,
    '',
  ].join('\n');
}

const CELL = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
const row = (label: string, value: string) =>
  `<tr><th style="${CELL}">${escapeHtml(label)}</th><td style="${CELL};white-space:pre-wrap">${escapeHtml(value)}</td></tr>`;

function htmlBody(input: LeadMailInput): string {
  const rows = [
    ...labelledFields(input.type, input.lead).map(({ label, value }) => row(label, value)),
    ...input.files.map((entry) => row(entry.file.label, fileState(entry))),
  ];
  return [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(leadMailSubject(input.type, input.lead))}</h1>`,
    `<table>${rows.join('')}</table>`,
    `<p style="color:#555">Lead ${escapeHtml(input.lead.id)}, received ${escapeHtml(input.lead.created_at)}.</p>`,
    '</body></html>',
  ].join('');
}

/**
 * The announcement of one lead: every field in plain text and in HTML (each value escaped), the
 * career lead's PDFs attached, and a Message-ID made from the delivery id so that a repeat (at
 * least once) can be recognised. Visitor text in headers is flattened to one line; Reply-To is
 * the visitor, so answering the mail answers the lead.
 */
export function leadMail(input: LeadMailInput): SendMailOptions {
  const { lead } = input;
  return {
    from: input.from,
    to: input.to,
    replyTo: { name: headerText(lead.name), address: headerText(lead.email).replace(/\s/g, '') },
    subject: leadMailSubject(input.type, lead),
    messageId: `<${input.deliveryId}@${domainOf(input.from)}>`,
    headers: { 'X-Lead-Id': lead.id },
    text: textBody(input),
    html: htmlBody(input),
    attachments: input.files.flatMap(({ file, content }) =>
      content ? [{ filename: attachmentName(file), content, contentType: 'application/pdf' }] : [],
    ),
  };
}
