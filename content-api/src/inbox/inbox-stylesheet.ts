import { createHash } from 'node:crypto';

/**
 * The inbox's only stylesheet, served by content-api itself (style-src 'self'): no inline style,
 * no script. Colours are the site's (shared/src/ui/tokens.css), with their contrast on their
 * background: ink 17.4:1 and muted ink 6.3:1 on white, white 14.5:1 on the navy, the dark gold
 * 5.2:1 on white for focus rings, the field outline 3.4:1 on white.
 */
export const INBOX_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { font-family: 'Helvetica Neue', Arial, system-ui, sans-serif; line-height: 1.5; color: #14171f; background: #fff; }
body { margin: 0; }
a { color: #0b2a4a; text-decoration: underline; text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid #8a6720; outline-offset: 2px; }
.skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.5rem 1rem; background: #fff; color: #0b2a4a; z-index: 10; }
.skip-link:focus { top: 0.5rem; }
.top-bar { background: #0b2a4a; color: #fff; padding: 0.75rem clamp(1rem, 4vw, 2.5rem); display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; justify-content: space-between; }
.top-bar :focus-visible { outline-color: #fff; }
.top-bar a { color: #fff; }
.brand { font-weight: 700; font-size: 1.125rem; }
.account { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 0; }
.account form { margin: 0; }
.account button { background: transparent; color: #fff; border: 1px solid #fff; }
main { display: block; max-width: 1240px; margin: 0 auto; padding: 1.5rem clamp(1rem, 4vw, 2.5rem) 3rem; }
main:focus { outline: none; }
h1 { font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2rem); line-height: 1.2; margin: 0 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.25rem; margin: 2rem 0 0.75rem; }
button, .button { font: inherit; font-weight: 600; display: inline-block; padding: 0.5rem 1rem; min-height: 2.75rem; border-radius: 4px; border: 1px solid #0b2a4a; background: #0b2a4a; color: #fff; cursor: pointer; text-decoration: none; }
.button-secondary { background: #fff; color: #0b2a4a; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input, select { font: inherit; width: 100%; min-height: 2.75rem; padding: 0.4rem 0.6rem; border: 1px solid #858b97; border-radius: 4px; background: #fff; color: #14171f; }
.hint { color: #5b6170; font-size: 0.875rem; margin: 0.25rem 0 0; }
.alert { border: 2px solid #b3261e; border-radius: 4px; padding: 0.75rem 1rem; margin: 0 0 1rem; color: #b3261e; background: #fff; }
.alert p, .alert ul { margin: 0; }
.notice { border-left: 4px solid #0b2a4a; padding: 0.5rem 1rem; margin: 0 0 1rem; background: #f4f5f7; }
.sign-in { max-width: 26rem; display: grid; gap: 1rem; }
.sign-in p { margin: 0; }
.tabs { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0 0 1.25rem; padding: 0; list-style: none; border-bottom: 1px solid #dcdfe5; }
.tabs a { display: inline-block; padding: 0.6rem 1rem; text-decoration: none; color: #14171f; border-bottom: 3px solid transparent; }
.tabs a[aria-current='page'] { border-bottom-color: #0b2a4a; font-weight: 700; color: #0b2a4a; }
.filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 1rem; align-items: end; margin: 0 0 1rem; padding: 1rem; background: #f4f5f7; border-radius: 8px; }
.filters p { margin: 0; }
.filter-actions { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
.results-bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; justify-content: space-between; margin: 0 0 0.75rem; }
.results-bar p { margin: 0; }
.exports { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; margin: 0; padding: 0; list-style: none; }
.table-scroll { overflow-x: auto; border: 1px solid #dcdfe5; border-radius: 8px; }
table { border-collapse: collapse; width: 100%; min-width: 44rem; }
caption { text-align: left; font-weight: 700; padding: 0.75rem 1rem; }
th, td { text-align: left; vertical-align: top; padding: 0.6rem 1rem; border-top: 1px solid #dcdfe5; overflow-wrap: break-word; }
thead th { background: #f4f5f7; font-size: 0.875rem; }
.badge { display: inline-block; padding: 0 0.5rem; border-radius: 999px; border: 1px solid currentColor; font-size: 0.875rem; white-space: nowrap; }
.badge-handled { color: #1e6b3a; }
.badge-open { color: #8a6720; }
.pages { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 1rem 0 0; padding: 0; list-style: none; }
.details { display: grid; grid-template-columns: minmax(9rem, max-content) 1fr; gap: 0.5rem 1.5rem; margin: 0; }
.details dt { font-weight: 600; }
.details dd { margin: 0; overflow-wrap: anywhere; }
.message { white-space: pre-wrap; }
.status-row { display: flex; flex-wrap: wrap; gap: 0.75rem 1.5rem; align-items: center; margin: 0 0 1.5rem; }
.status-row p, .status-row form { margin: 0; }
.files { margin: 0; padding-left: 1.25rem; }
.files li + li { margin-top: 0.5rem; }
@media (max-width: 40rem) {
  .details { grid-template-columns: 1fr; gap: 0.25rem; }
  .details dd + dt { margin-top: 0.75rem; }
}
`.trimStart();

/** Named by its content, so a browser may keep it for a year and still never shows an old one. */
export const INBOX_CSS_PATH = `/inbox/assets/inbox-${createHash('sha256').update(INBOX_CSS).digest('hex').slice(0, 12)}.css`;

/** A small mark for the browser's tab; without one it asks for /favicon.ico. */
export const INBOX_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b2a4a"/><path d="M7 11h18v12H7z" fill="none" stroke="#c8962e" stroke-width="2"/><path d="M7 11l9 7 9-7" fill="none" stroke="#c8962e" stroke-width="2"/></svg>';
export const INBOX_ICON_PATH = '/inbox/assets/icon.svg';
