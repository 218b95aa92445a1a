import type { LeadType } from '../../leads/lead-rows';

export const typeNames: Record<LeadType, { plural: string; singular: string }> = {
  contact: { plural: 'Contact enquiries', singular: 'Contact enquiry' },
  career: { plural: 'Career applications', singular: 'Career application' },
};

/** What each stored column is called on screen, in the order shown. Files are shown apart. */
export const fieldLabels: Record<LeadType, ReadonlyArray<[column: string, label: string]>> = {
  contact: [
    ['name', 'Full name'],
    ['email', 'E-mail'],
    ['phone', 'Phone'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ],
  career: [
    ['name', 'Full name'],
    ['email', 'E-mail'],
    ['phone', 'Phone'],
    ['current_designation', 'Current designation'],
    ['current_salary', 'Current salary'],
    ['expected_salary', 'Expected salary'],
    ['message', 'Message'],
  ],
};

export const aboutLabel: Record<LeadType, string> = { contact: 'Subject', career: 'Current designation' };
