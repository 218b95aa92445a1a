import type { LeadType } from '../leads/lead-rows';
import { leadNotFound } from './inbox-error';

/** The lead type named in an address; any other word is no lead of ours. */
export function leadTypeParam(value: string): LeadType {
  if (value === 'contact' || value === 'career') return value;
  throw leadNotFound();
}
