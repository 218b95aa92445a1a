import type { ApiClient, PostResult } from '@group/shared/api';
import { careerFileFields, endpoints } from '@group/shared/records';
import type { CareerLeadFields } from '@group/shared/records';
import { postLead } from '../../../common/api/post-lead';
import type { CareerFileField } from '../careers-form-values';

/**
 * SPEC §7: POST /career-leads as multipart: the trimmed fields and the captcha token first, then
 * the two PDFs under their own names.
 */
export function sendCareerLead(api: ApiClient, fields: CareerLeadFields, files: Record<CareerFileField, File>, apiBaseUrl?: string): Promise<PostResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const name of careerFileFields) body.append(name, files[name], files[name].name);
  return postLead(api, endpoints.careerLeads, body, apiBaseUrl);
}
