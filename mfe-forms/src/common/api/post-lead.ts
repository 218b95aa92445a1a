import type { ApiClient, PostResult } from '@group/shared/api';

/**
 * Posts a lead with the site runtime's API client. An embedding page or a foreign federation host
 * may name its own API base; an absolute address passes through the client untouched.
 */
export function postLead(api: ApiClient, path: string, body: object | FormData, apiBaseUrl?: string): Promise<PostResult> {
  const target = apiBaseUrl ? `${apiBaseUrl.replace(/\/+$/, '')}${path}` : path;
  return api.postData(target, body);
}
