/** What toISOString writes for years 0 to 9999; beyond them it adds a sign W3C Datetime has no room for. */
const FOUR_DIGIT_YEAR = /^\d{4}-/;

/**
 * A content date as a sitemap's lastmod: W3C Datetime in UTC, to the second
 * ("2026-01-14T10:30:00Z"). Undefined for a date that is missing or cannot be read, as the news
 * centre shows none for it: a wrong lastmod is worse than none.
 */
export function w3cDateTime(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return FOUR_DIGIT_YEAR.test(iso) ? iso.replace(/\.\d{3}Z$/, 'Z') : undefined;
}
