import type { ApiClient, PostResult } from '@group/shared/api';
import { endpoints } from '@group/shared/records';
import type { ContactLead } from '@group/shared/records';
import { postLead } from '../../../common/api/post-lead';

/** SPEC §7: POST /contact-leads with a JSON body of the trimmed fields and the captcha token. */
export const sendContactLead = (api: ApiClient, lead: ContactLead, apiBaseUrl?: string): Promise<PostResult> =>
  postLead(api, endpoints.contactLeads, lead, apiBaseUrl);
