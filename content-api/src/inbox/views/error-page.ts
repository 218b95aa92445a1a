import { html } from '../html';
import type { InboxSession } from '../inbox-sessions';
import { layout } from './layout';

/** A page saying what went wrong and where to go from there. */
export function errorPage(title: string, message: string, session?: InboxSession): string {
  const onward = session ? html`<a href="/inbox">Back to the inbox</a>` : html`<a href="/inbox/sign-in">Sign in</a>`;
  return layout({ title, session }, html`<h1>${title}</h1>
<p>${message}</p>
<p>${onward}</p>`);
}
