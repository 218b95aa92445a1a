import type { LeadRecord, LeadType } from '../leads/lead-store';

/** What a person reads about a lead, in this order; the stored file names are not among them. */
const LABELS: Record<LeadType, ReadonlyArray<[column: string, label: string]>> = {
  contact: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ],
  career: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['current_designation', 'Current designation'],
    ['current_salary', 'Current salary'],
    ['expected_salary', 'Expected salary'],
    ['message', 'Message'],
  ],
};

export interface LabelledField {
  label: string;
  value: string;
}

export function labelledFields(type: LeadType, lead: LeadRecord): LabelledField[] {
  return LABELS[type].map(([column, label]) => ({ label, value: lead[column] ?? '' }));
}

/** A career lead's two PDFs: the form field, the visitor's file name, the name in the upload store. */
export interface LeadFile {
  field: 'resume' | 'cover_letter';
  label: string;
  originalName: string;
  storedName: string;
}

export function leadFiles(type: LeadType, lead: LeadRecord): LeadFile[] {
  if (type !== 'career') return [];
  return [
    { field: 'resume', label: 'Résumé', originalName: lead.resume_original_name, storedName: lead.resume_file },
    { field: 'cover_letter', label: 'Cover letter', originalName: lead.cover_letter_original_name, storedName: lead.cover_letter_file },
  ];
}
