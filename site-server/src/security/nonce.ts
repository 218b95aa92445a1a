import crypto from 'node:crypto';

/** A fresh CSP nonce: 128 random bits, base64. */
export const createNonce = (): string => crypto.randomBytes(16).toString('base64');
