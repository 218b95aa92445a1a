// The two cookies of per-visitor releases (docs/decisions/0042): `site_cohort`, a sticky number
// from 0 to 99 that puts a visitor in or out of each canary, and `site_preview`, a signed preview
// token. Neither says anything about the visitor.
import { randomInt } from 'node:crypto';

export const COHORT_COOKIE = 'site_cohort';
export const PREVIEW_COOKIE = 'site_preview';

const COHORT_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The cookies of a Cookie header, by name (the first of a name wins). */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** A visitor's cohort from its cookie, or undefined when there is none or it is not one. */
export function cohortOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

export const newCohort = (): number => randomInt(100);

const attributes = (secure: boolean, maxAgeSeconds: number) => `HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;

export const cohortCookie = (cohort: number, secure: boolean): string => `${COHORT_COOKIE}=${cohort}; ${attributes(secure, COHORT_MAX_AGE_S)}`;

/** The preview cookie, kept until the token expires. */
export const previewCookie = (token: string, exp: number, secure: boolean, nowSeconds = Math.floor(Date.now() / 1000)): string =>
  `${PREVIEW_COOKIE}=${token}; ${attributes(secure, Math.max(0, exp - nowSeconds))}`;

export const clearPreviewCookie = (secure: boolean): string => `${PREVIEW_COOKIE}=; ${attributes(secure, 0)}`;
