import { html } from '../html';
import type { SafeHtml } from '../html';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `30 Jul 2025, 14:05 GMT+5:30` in the inbox's time zone, marked up with the exact instant. */
export function timeElement(date: Date, timeZone: string): SafeHtml {
  return html`<time datetime="${date.toISOString()}">${formatIn(timeZone).format(date)}</time>`;
}
