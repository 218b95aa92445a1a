import { postData } from '@group/shared/api';
import type { PostResult } from '@group/shared/api';

/**
 * Posts a lead with the one API client. An embedding page or a foreign federation host may name
 * its own API base; an absolute address passes through the client untouched.
 */
export function postLead(path: string, body: object | FormData, apiBaseUrl?: string): Promise<PostResult> {
  const target = apiBaseUrl ? `${apiBaseUrl.replace(/\/+$/, '')}${path}` : path;
  return postData(target, body);
}
