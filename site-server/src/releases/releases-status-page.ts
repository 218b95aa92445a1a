import type { ReleaseFigures, ReleasesStatus } from './releases-status';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = 'body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin:0 0 2rem}th,td{border:1px solid #bbb;padding:.3rem .6rem;text-align:left}.aborted{color:#a00;font-weight:600}';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

/** The sign-in form: the token is posted once and kept in an HttpOnly cookie. */
export function signInPage(path: string, problem?: string): string {
  return page(
    'Releases',
    `${problem ? `<p role="alert">${escape(problem)}</p>` : ''}<form method="post" action="${escape(path)}"><label for="token">Releases token</label> <input id="token" name="token" type="password" autocomplete="current-password" required> <button type="submit">Sign in</button></form>`,
  );
}

const budgetText = (figures: ReleaseFigures) =>
  figures.budget
    ? Object.entries(figures.budget)
        .map(([name, { bytes, limit }]) => `${name} ${bytes} / ${limit} B`)
        .join(', ')
    : '—';

const row = (role: string, figures: ReleaseFigures, when: string, extra = '') =>
  `<tr><td>${escape(role)}</td><td>${escape(figures.release)}</td><td>${escape(when)}</td><td>${escape(budgetText(figures))}</td><td>${figures.pages}</td><td>${figures.errors}</td><td>${extra}</td></tr>`;

/** Every remote's releases as a table each. */
export function statusPage(status: ReleasesStatus): string {
  const sections = Object.entries(status.remotes).map(([remote, releases]) => {
    if (!releases) return '';
    const rows = [
      releases.live ? row('live', releases.live, releases.live.deployedAt ?? '') : '',
      releases.canary
        ? row(
            'canary',
            releases.canary,
            releases.canary.startedAt,
            releases.canary.autoAborted
              ? `<span class="aborted">${escape(`${releases.canary.abortReason ?? 'aborted automatically'}; at ${releases.canary.abortedAt ?? ''}, by this server alone (releases.json still names it)`)}</span>`
              : `${releases.canary.percent}% of visitors`,
          )
        : '',
      releases.aborted
        ? row('aborted canary', releases.aborted, releases.aborted.startedAt, `<span class="aborted">${escape(`aborted at ${releases.aborted.abortedAt} by ${releases.aborted.by}${releases.aborted.reason ? `: ${releases.aborted.reason}` : ''}`)}</span>`)
        : '',
      ...releases.staged.map((staged) => row('staged', staged, staged.deployedAt)),
    ].join('');
    const table = rows
      ? `<table><thead><tr><th>Role</th><th>Release</th><th>Deployed or started</th><th>Budget</th><th>Pages</th><th>Errors</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>Live manifest only (no releases.json).</p>';
    return `<section><h2>${escape(remote)}</h2>${table}</section>`;
  });
  return page('Releases', `<p>A canary is aborted by itself after ${status.rollback.minPages} pages when its error rate is above the live release’s by more than ${status.rollback.maxExtraErrorRate}.</p>${sections.join('')}`);
}
