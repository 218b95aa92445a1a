export type CaptchaResult = 'accepted' | 'rejected' | 'unavailable';

/** Checks a reCAPTCHA token; injectable so tests and the e2e suite can stand in for Google. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaResult>;
}

/** The fixed token CAPTCHA_MODE=test accepts; the process refuses that mode in production. */
export const TEST_CAPTCHA_TOKEN = 'test-captcha-token';

export function createTestCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(token) {
      return token === TEST_CAPTCHA_TOKEN ? 'accepted' : 'rejected';
    },
  };
}

export interface SiteVerifyOptions {
  verifyUrl: string;
  secret: string;
  timeoutMs?: number;
}

/** Google's siteverify: a form-encoded POST of secret, response and remoteip. */
export function createSiteVerifyCaptchaVerifier({ verifyUrl, secret, timeoutMs = 8000 }: SiteVerifyOptions): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return 'unavailable';
      }
      if (!response.ok) return 'unavailable';
      const body = (await response.json().catch(() => undefined)) as { success?: unknown } | undefined;
      if (!body || typeof body !== 'object') return 'unavailable';
      return body.success === true ? 'accepted' : 'rejected';
    },
  };
}
