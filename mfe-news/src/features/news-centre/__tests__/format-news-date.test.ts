import { formatNewsDate } from '../components/format-news-date';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('formatNewsDate (SPEC §2 News Centre)', () => {
  it('shows Media Mentions as month and year, every other category as month, day and year', () => {
    expect(formatNewsDate('2026-03-04T10:00:00.000Z', 'Media Mentions')).toBe('March 2026');
    expect(formatNewsDate('2026-03-04T10:00:00.000Z', 'Press Releases')).toBe('March 4, 2026');
  });

  it('reads the date in UTC, wherever the visitor is', () => {
    expect(formatNewsDate('2025-12-31T23:30:00-05:00', 'Press Releases')).toBe('January 1, 2026');
    expect(formatNewsDate('2025-01-01T00:30:00+05:30', 'Media Mentions')).toBe('December 2024');
  });

  it('writes every day of a leap year as the browser\'s English calendar does', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 12));
      const iso = date.toISOString();
      expect(formatNewsDate(iso, 'Events')).toBe(monthDayYear.format(date));
      expect(formatNewsDate(iso, 'Media Mentions')).toBe(monthYear.format(date));
    }
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatNewsDate(undefined, 'Events')).toBe('');
    expect(formatNewsDate('', 'Events')).toBe('');
    expect(formatNewsDate('not a date', 'Media Mentions')).toBe('');
  });
});
