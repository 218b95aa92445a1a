import type { ReadLeadReceipt } from '@group/shared/contract';

export type LeadFormKind = 'contact' | 'careers';

/** Fired on the form element once content-api has stored the lead. */
export const LEAD_SUBMITTED_EVENT = 'lead-submitted';

export type LeadSubmittedDetail = { form: LeadFormKind; id?: string; createdAt?: string };

/** Bubbles and crosses shadow boundaries, so a page can listen on document or on any ancestor. */
export const leadSubmittedEvent = (form: LeadFormKind, receipt: ReadLeadReceipt | undefined) =>
  new CustomEvent<LeadSubmittedDetail>(LEAD_SUBMITTED_EVENT, {
    bubbles: true,
    composed: true,
    detail: { form, id: receipt?.id, createdAt: receipt?.createdAt },
  });
