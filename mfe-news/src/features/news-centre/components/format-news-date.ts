import { MEDIA_MENTIONS } from '@group/shared/records';

// A fixed locale and time zone: every visitor, and every test, sees the same date for an item.
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * SPEC §2: Media Mentions show month and year ("March 2026"); every other category month, day
 * and year ("March 4, 2026"). A missing or unreadable date shows nothing rather than "Invalid Date".
 */
export function formatNewsDate(createdAt: string | undefined, categoryName: string): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return (categoryName === MEDIA_MENTIONS ? monthYear : monthDayYear).format(date);
}
