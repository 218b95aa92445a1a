import { INBOX_CSS_PATH, INBOX_ICON_PATH } from '../inbox-stylesheet';
import { html } from '../html';
import type { SafeHtml } from '../html';
import type { InboxSession } from '../inbox-sessions';

export interface PageFrame {
  /** The page's title, before "· Leads inbox". */
  title: string;
  /** Signed in: the header names the user and offers to sign out. */
  session?: InboxSession;
}

/** A whole inbox page: no script, one stylesheet, the main content after a skip link. */
export function layout(frame: PageFrame, main: SafeHtml): string {
  const account = frame.session
    ? html`<div class="account">
        <p class="account-name">Signed in as ${frame.session.user.email}</p>
        <form method="post" action="/inbox/sign-out">
          <input type="hidden" name="_csrf" value="${frame.session.csrfToken}">
          <button type="submit">Sign out</button>
        </form>
      </div>`
    : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${frame.title} · Leads inbox</title>
<link rel="stylesheet" href="${INBOX_CSS_PATH}">
<link rel="icon" href="${INBOX_ICON_PATH}" type="image/svg+xml">
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="top-bar">
  <a class="brand" href="/inbox">Leads inbox</a>
  ${account}
</header>
<main id="main" tabindex="-1">
${main}
</main>
</body>
</html>
`.text;
}
