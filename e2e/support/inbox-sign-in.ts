// Signing in to content-api's inbox over HTTP, as a browser sends its sign-in form.

/** What Chrome sends with the inbox's own form: Referrer-Policy: no-referrer makes its Origin null. */
const OWN_FORM_HEADERS = { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

/** Signs in at `${api}/inbox/sign-in`; answers the `inbox_session=…` pair a browser sends back. */
export async function signInToInbox(api: string, user: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${api}/inbox/sign-in`, { method: 'POST', redirect: 'manual', headers: OWN_FORM_HEADERS, body: new URLSearchParams(user).toString() });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('inbox_session='));
  if (answer.status !== 303 || !cookie) throw new Error(`sign-in at ${api} answered ${answer.status}: ${await answer.text()}`);
  return cookie.split(';')[0];
}
