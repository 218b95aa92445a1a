import { html } from '../html';
import { layout } from './layout';

export interface SignInView {
  /** What went wrong with the last try, said to the user. */
  problem?: string;
  /** The e-mail typed last time, so only the password is typed again. */
  email?: string;
  /** Said once the user signed out or their sign-in ended. */
  notice?: string;
}

export function signInPage(view: SignInView = {}): string {
  const described = view.problem ? 'sign-in-problem' : undefined;
  return layout(
    { title: 'Sign in' },
    html`<h1>Sign in to the leads inbox</h1>
${view.notice ? html`<p class="notice">${view.notice}</p>` : ''}
${view.problem ? html`<div class="alert" role="alert" id="sign-in-problem"><p>${view.problem}</p></div>` : ''}
<form class="sign-in" method="post" action="/inbox/sign-in">
  <p>
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required spellcheck="false" value="${view.email ?? ''}"${
      described ? html` aria-describedby="${described}"` : ''
    }>
  </p>
  <p>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${
      described ? html` aria-describedby="${described}"` : ''
    }>
  </p>
  <p><button type="submit">Sign in</button></p>
</form>
<p class="hint">Accounts are added by the site's operator (pnpm leads users add).</p>`,
  );
}
