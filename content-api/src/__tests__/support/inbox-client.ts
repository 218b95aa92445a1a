import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** What a browser sends with the inbox's own forms: Chrome's headers under Referrer-Policy: no-referrer. */
export const OWN_FORM_HEADERS = { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The `inbox_session=…` pair of a Set-Cookie answer, as a browser would send it back. */
export function sessionCookieOf(answer: LightMyRequestResponse): string {
  const header = answer.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [header ?? '']).find((line) => line.startsWith('inbox_session='));
  if (!cookie) throw new Error(`no session cookie in ${answer.statusCode} answer`);
  return cookie.split(';')[0];
}

/** The hidden form token of a page. */
export function csrfTokenOf(page: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('no form token on the page');
  return match[1];
}

export interface InboxVisitor {
  cookie: string;
  csrf: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function signInAnswer(app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/inbox/sign-in', headers: OWN_FORM_HEADERS, payload: form({ email, password }), remoteAddress });
}

/** Signs in as a browser would and keeps the cookie and the form token for the next requests. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<InboxVisitor> {
  const answer = await signInAnswer(app, email, password);
  if (answer.statusCode !== 303) throw new Error(`sign-in answered ${answer.statusCode}`);
  const cookie = sessionCookieOf(answer);
  const list = await app.inject({ method: 'GET', url: '/inbox', headers: { cookie } });
  const csrf = csrfTokenOf(list.body);
  return {
    cookie,
    csrf,
    get: (url) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, fields, headers = {}) =>
      app.inject({ method: 'POST', url, headers: { ...OWN_FORM_HEADERS, cookie, ...headers }, payload: form({ _csrf: csrf, ...fields }) }),
  };
}
