import type { Server } from 'node:http';

/** A local stand-in for Google's siteverify on `port` (127.0.0.1): accepts PASSING_CAPTCHA_TOKEN only. */
export function startCaptchaVerifier(port: number): Promise<Server>;
