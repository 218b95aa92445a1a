// The kinds of value site-server's environment variables hold, as zod schemas of the variable's
// text. Each issue's message says what the value must be ("a port number from 0 to 65535"); the
// reader makes it a sentence with the variable's name and value (settingProblem).
import net from 'node:net';
import { z } from 'zod';
import { httpUrlExpected, isHttpUrl, trimSlash } from '@group/shared/config';

/** What the list of settings says of a variable. */
export type VariableDoc = {
  /** One line: what the variable sets. */
  description: string;
  /** The value used when it is unset, in words where it is not a fixed value. */
  default: string;
  /** Never printed (--check-config shows it masked). */
  secret: boolean;
};

const blankToUndefined = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * An environment variable holding `value`: blank counts as unset. With `requiredAs`, unset is
 * refused with that message (what the value must be), else it reads as undefined.
 */
export function variable<T extends z.ZodType<unknown, string>>(value: T, doc: Omit<VariableDoc, 'secret'> & { secret?: boolean }, requiredAs?: string) {
  const present = requiredAs === undefined ? value.optional() : z.string({ error: requiredAs }).pipe(value);
  return z.preprocess(blankToUndefined, present).meta({ ...doc, secret: doc.secret ?? false });
}

/** Any text. */
export const text = z.string();

/** `on` or `off`, in any case. */
export const onOff = z
  .string()
  .refine((raw) => /^(on|off)$/i.test(raw), { error: 'on or off', abort: true })
  .transform((raw) => raw.toLowerCase() === 'on');

/**
 * A bearer token: at least `minLength` characters, printable and without spaces (what an
 * Authorization header carries as it is).
 */
export const bearerToken = (minLength: number) =>
  z.string().refine((raw) => raw.length >= minLength && /^[\x21-\x7e]+$/.test(raw), {
    error: `a token of at least ${minLength} characters without spaces (such as the output of openssl rand -hex 32)`,
    abort: true,
  });

/** A whole number from `min` to `max`, e.g. `wholeNumber(0, 65535, 'a port number')`. */
export const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .refine((raw) => /^\d{1,9}$/.test(raw) && Number(raw) >= min && Number(raw) <= max, { error: `${what} from ${min} to ${max}`, abort: true })
    .transform(Number);

export const milliseconds = (min: number, max: number) => wholeNumber(min, max, 'a whole number of milliseconds');

/** A decimal number from 0 to 1 (`0.05`). */
export const fraction = z
  .string()
  .refine((raw) => /^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/.test(raw), { error: 'a number from 0 to 1 such as 0.05', abort: true })
  .transform(Number);

/** An absolute http(s) URL, without its trailing slashes. */
export const httpUrl = (example: string) =>
  z
    .string()
    .refine(isHttpUrl, { error: httpUrlExpected(example), abort: true })
    .transform(trimSlash);

/** One of `values`, written as they are. */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .refine((raw) => values.includes(raw), { error: `one of ${values.join(', ')}`, abort: true })
    .transform((raw) => raw as T[number]);

const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An address of this machine to listen on: an IP address or a host name. */
export const hostAddress = z
  .string()
  .refine((raw) => net.isIP(raw) !== 0 || HOST_NAME.test(raw), { error: 'an IP address or a host name such as 127.0.0.1, :: or localhost' });

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  return rest.length === 0 && family !== 0 && bits !== undefined && /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Fastify's trustProxy: `false`, `true` (every proxy), a number of proxies in front of the
 * server, or a comma list of the proxies' addresses and ranges (10.0.0.1, 10.0.0.0/8, loopback).
 */
export const trustProxy = z
  .string()
  .refine(
    (raw) => raw === 'true' || raw === 'false' || /^\d{1,3}$/.test(raw) || raw.split(',').every((entry) => isProxyAddress(entry.trim())),
    { error: 'true, false, a number of proxies, or a comma list of proxy addresses such as 10.0.0.1, 10.0.0.0/8, loopback', abort: true },
  )
  .transform((raw): boolean | number | string => {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    if (/^\d+$/.test(raw)) return Number(raw);
    return raw
      .split(',')
      .map((entry) => entry.trim())
      .join(',');
  });
