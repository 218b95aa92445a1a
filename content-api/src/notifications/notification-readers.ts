import { Refusal, maskPassword, serverUrl, setting } from '../config/setting-readers';

/** smtp:// or smtps:// with a host; the password is never repeated in a message. */
export const smtpUrl = () =>
  serverUrl(['smtp:', 'smtps:'], 'an smtp:// (STARTTLS) or smtps:// (TLS) URL like smtp://user:password@mail.example.com:587');

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const NAMED_ADDRESS = /^[^<>",;\p{Cc}]*<([^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+)>$/u;

const isAddress = (entry: string) => ADDRESS.test(entry) || NAMED_ADDRESS.test(entry);

/**
 * One address (`leads@example.com` or `Website <leads@example.com>`), or with `list`, a comma list
 * of them. Nothing that could end a mail header (line breaks) gets through.
 */
export const mailAddresses = ({ list }: { list: boolean }) =>
  setting((value) => {
    const entries = list ? value.split(',').map((entry) => entry.trim()).filter(Boolean) : [value];
    const wrong = entries.filter((entry) => !isAddress(entry));
    if (wrong.length === 0 && entries.length > 0) return entries.join(', ');
    const shape = list ? 'a comma list of mail addresses like sales@example.com' : 'a mail address like "Website <leads@example.com>"';
    return new Refusal(`must be ${shape}, got ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`);
  });

/** An absolute http(s) URL, kept exactly as written (a receiver's path may end in a slash). */
export const webhookUrl = () =>
  setting((value) => {
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password) return value;
    } catch {
      // reported below
    }
    return new Refusal(`must be an absolute http:// or https:// URL without a user or password, like https://crm.example.com/hooks/leads, got "${maskPassword(value)}"`);
  });
