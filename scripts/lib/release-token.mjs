// Signed, expiring preview links (README, "Staging and preview links"): the site's server checks
// the same signature with the same secret, RELEASE_PREVIEW_SECRET.
import crypto from 'node:crypto';

export const MIN_SECRET_LENGTH = 32;

export function checkPreviewSecret(secret) {
  if (!secret) throw new Error('RELEASE_PREVIEW_SECRET is not set: set it to the secret the site\'s server has (32 characters or more)');
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`RELEASE_PREVIEW_SECRET is ${secret.length} characters long; it must have ${MIN_SECRET_LENGTH} or more`);
  return secret;
}

/** `P.S`: P the base64url of `{ remote, release, exp }` (Unix seconds), S its HMAC-SHA256. */
export function previewToken({ remote, release, exp, secret }) {
  const payload = Buffer.from(JSON.stringify({ remote, release, exp })).toString('base64url');
  const signature = crypto.createHmac('sha256', checkPreviewSecret(secret)).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

/** The link that shows `release` of `remote` to whoever opens it, until `exp`. */
export function previewLink({ siteUrl, ...token }) {
  let site;
  try {
    site = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL must be the site's address, like https://www.example.com, got "${siteUrl ?? ''}"`);
  }
  return `${site.origin}${site.pathname.replace(/\/+$/, '')}/?preview=${previewToken(token)}`;
}
