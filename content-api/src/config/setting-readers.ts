import net from 'node:net';
import { z } from 'zod';

/** What is wrong with a value, said after the variable's name: `must be …, got "…"`. */
export class Refusal {
  constructor(readonly message: string) {}
}

/**
 * A schema for one environment variable: trimmed text, where empty counts as unset (an `X=` line
 * in a .env file), handed to `parse`. Unset answers undefined, for the default to fill in later.
 */
export function setting<T>(parse: (text: string) => T | Refusal) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const text = raw?.trim();
      if (!text) return undefined;
      const parsed = parse(text);
      if (parsed instanceof Refusal) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    });
}

export const text = () => setting((value) => value);

export const wholeNumber = (min: number, max: number) =>
  setting((value) => {
    const number = Number(value);
    return /^\d+$/.test(value) && number >= min && number <= max
      ? number
      : new Refusal(`must be a whole number from ${min} to ${max}, got "${value}"`);
  });

const quotedChoices = (choices: readonly string[]) =>
  choices.length === 2
    ? `"${choices[0]}" or "${choices[1]}"`
    : `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`;

export const oneOf = <const T extends string>(choices: readonly T[]) =>
  setting((value) =>
    (choices as readonly string[]).includes(value) ? (value as T) : new Refusal(`must be ${quotedChoices(choices)}, got "${value}"`),
  );

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** An absolute http(s) URL; trailing slashes are dropped so paths can be appended. */
export const httpUrl = () =>
  setting((value) =>
    isHttpUrl(value)
      ? value.replace(/\/+$/, '')
      : new Refusal(`must be an absolute http:// or https:// URL like https://api.example.com, got "${value}"`),
  );

/** `https://www.example.com/` → `https://www.example.com`, as browsers send it in Origin; undefined when it is no origin. */
export function asOrigin(value: string): string | undefined {
  if (!isHttpUrl(value)) return undefined;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username ? url.origin : undefined;
}

/** A comma list of origins, each as browsers send it; one message names every wrong entry. */
export const originList = () =>
  setting((value) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => asOrigin(entry) === undefined);
    if (wrong.length > 0) {
      return new Refusal(
        `must be a comma list of http(s) origins like https://www.example.com (no path), got ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
      );
    }
    return entries.map((entry) => asOrigin(entry) as string);
  });

/** The URL with its password, if any, replaced by ****. */
export function maskPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '****';
    return url.toString();
  } catch {
    // Not a URL: whatever follows a `:` before an `@` may be a password.
    return value.replace(/:[^:@/]*@/, ':****@');
  }
}

export const databaseUrl = () =>
  setting((value) => {
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // reported below
    }
    return protocol === 'postgres:' || protocol === 'postgresql:'
      ? value
      : new Refusal(`must be a postgres:// or postgresql:// URL like postgres://user:password@db:5432/site, got "${maskPassword(value)}"`);
  });

/** `value` as a URL; undefined when it is none. */
export function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** A server's URL, of one of `protocols` and with a host; its password is never repeated in a message. */
export const serverUrl = (protocols: readonly string[], wanted: string) =>
  setting((value) => {
    const url = parsedUrl(value);
    return url && protocols.includes(url.protocol) && url.hostname !== '' ? value : new Refusal(`must be ${wanted}, got "${maskPassword(value)}"`);
  });

/** A Redis server: redis:// (plain) or rediss:// (TLS). */
export const redisUrl = () => serverUrl(['redis:', 'rediss:'], 'a redis:// or rediss:// URL like rediss://:password@cache:6380');

/** A secret is never repeated in a message: only its length is. */
export const secret = (minLength = 1) =>
  setting((value) =>
    value.length >= minLength
      ? value
      : new Refusal(`must be at least ${minLength} characters long (e.g. the output of openssl rand -hex 32), got ${value.length}`),
  );

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/** Fastify's trustProxy: true, false, or the addresses (or ranges) of the proxies in front. */
export const trustProxy = () =>
  setting((value): boolean | string | Refusal => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !proxyNames.has(entry) && !isAddressOrRange(entry));
    return wrong.length === 0
      ? entries.join(',')
      : new Refusal(
          `must be true, false, or a comma list of proxy addresses or ranges (127.0.0.1, 10.0.0.0/8, loopback), got ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
        );
  });

/** An IANA time zone name (Asia/Kolkata, UTC) that both Node and PostgreSQL know. */
export const timeZone = () =>
  setting((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return value;
    } catch {
      return new Refusal(`must be a time zone name like UTC or Asia/Kolkata, got "${value}"`);
    }
  });
