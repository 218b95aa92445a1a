// Preview links as `pnpm release preview` makes them (the shared format of issue 33): made here
// with the format's own recipe, so the site's server is checked against the format, not itself.
import { createHmac } from 'node:crypto';

export const PREVIEW_SECRET = 'preview-secret-for-the-browser-tests-0123456789';

/** `P.S`: P the base64url JSON {remote, release, exp}, S its base64url HMAC-SHA256 with `secret`. */
export function previewToken(secret: string, remote: string, release: string, exp: number): string {
  const payload = Buffer.from(JSON.stringify({ remote, release, exp })).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}
