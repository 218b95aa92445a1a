import { statusPage } from '../releases-status-page';
import type { ReleasesStatus } from '../releases-status';

const figures = (release: string) => ({ release, budget: null, pages: 20, errors: 2 });
const live = { ...figures('news-2'), deployedAt: '2026-11-27T05:00:00.000Z' };
const rollback = { minPages: 20, maxExtraErrorRate: 0.05 };
const REASON = 'aborted automatically: error rate 0.1 vs 0 over 20 pages';

/** The text of the page's table row whose first cell is `role`, tags left out. */
const rowText = (html: string, role: string) => html.match(new RegExp(`<tr><td>${role}</td>.*?</tr>`))?.[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the releases’ status page', () => {
  it('shows the last canary aborted, by whom and why, as releases.json records it', () => {
    const status: ReleasesStatus = {
      rollback,
      remotes: {
        news: {
          live,
          canary: null,
          aborted: { ...figures('news-3'), percent: 50, startedAt: '2026-11-27T06:00:00.000Z', abortedAt: '2026-11-27T06:30:00.000Z', by: 'site-server on web-1', reason: REASON },
          staged: [],
        },
      },
    };
    expect(rowText(statusPage(status), 'aborted canary')).toBe(
      `aborted canary news-3 2026-11-27T06:00:00.000Z — 20 2 aborted at 2026-11-27T06:30:00.000Z by site-server on web-1: ${REASON}`,
    );
  });

  it('says when an abort is this server’s alone, with why', () => {
    const canary = { ...figures('news-3'), percent: 50, startedAt: '2026-11-27T06:00:00.000Z', autoAborted: true, abortedAt: '2026-11-27T06:30:00.000Z', abortReason: REASON };
    const html = statusPage({ rollback, remotes: { news: { live, canary, aborted: null, staged: [] } } });
    expect(rowText(html, 'canary')).toContain(`${REASON}; at 2026-11-27T06:30:00.000Z, by this server alone (releases.json still names it)`);
    expect(rowText(html, 'aborted canary')).toBeUndefined();
  });
});
