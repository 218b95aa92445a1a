import { randomUUID } from 'node:crypto';
import type { CareerLeadFields, ContactLead } from '@group/shared/contract';

export type LeadType = 'contact' | 'career';

export interface StoredCareerFiles {
  resumeFile: string;
  resumeOriginalName: string;
  coverLetterFile: string;
  coverLetterOriginalName: string;
}

/** A lead as stored: every column, the id and the time of receipt made here, not by the database. */
export type LeadRow = Record<string, string> & { id: string; created_at: string };

export const leadTables: Record<LeadType, string> = { contact: 'contact_leads', career: 'career_leads' };

export const leadColumns: Record<LeadType, readonly string[]> = {
  contact: ['id', 'created_at', 'name', 'email', 'phone', 'subject', 'message'],
  career: [
    'id',
    'created_at',
    'name',
    'email',
    'phone',
    'current_designation',
    'expected_salary',
    'current_salary',
    'message',
    'resume_file',
    'resume_original_name',
    'cover_letter_file',
    'cover_letter_original_name',
  ],
};

const identity = () => ({ id: randomUUID(), created_at: new Date().toISOString() });

export function contactLeadRow(lead: Omit<ContactLead, 'recaptchaToken'>): LeadRow {
  return { ...identity(), name: lead.name, email: lead.email, phone: lead.phone, subject: lead.subject, message: lead.message };
}

export function careerLeadRow(lead: Omit<CareerLeadFields, 'recaptchaToken'>, files: StoredCareerFiles): LeadRow {
  return {
    ...identity(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    current_designation: lead.current_designation,
    expected_salary: lead.expected_salary,
    current_salary: lead.current_salary,
    message: lead.message,
    resume_file: files.resumeFile,
    resume_original_name: files.resumeOriginalName,
    cover_letter_file: files.coverLetterFile,
    cover_letter_original_name: files.coverLetterOriginalName,
  };
}
