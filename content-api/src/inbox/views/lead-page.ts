import type { LeadType } from '../../leads/lead-rows';
import type { LeadRecord } from '../../leads/lead-store';
import { html } from '../html';
import type { SafeHtml } from '../html';
import type { InboxSession } from '../inbox-sessions';
import { leadFiles } from '../lead-files';
import type { HandledMark } from '../lead-queries';
import { timeElement } from './format-time';
import { fieldLabels, typeNames } from './lead-labels';
import { layout } from './layout';
import { personActions } from './person-pages';

export interface LeadView {
  session: InboxSession;
  type: LeadType;
  record: LeadRecord;
  handled?: HandledMark;
  timeZone: string;
  /** Said once, after the lead was just marked. */
  notice?: string;
}

function value(column: string, text: string): SafeHtml | string {
  if (column === 'email') return html`<a href="mailto:${text}">${text}</a>`;
  if (column === 'phone') return html`<a href="tel:${text.replace(/[^\d+]/g, '')}">${text}</a>`;
  if (column === 'message') return html`<span class="message">${text}</span>`;
  return text;
}

function statusRow(view: LeadView): SafeHtml {
  const base = `/inbox/leads/${view.type}/${view.record.id}`;
  const said = view.handled
    ? html`<p><span class="badge badge-handled">Handled</span> ${timeElement(view.handled.at, view.timeZone)}${
        view.handled.by ? html` by ${view.handled.by}` : ''
      }</p>`
    : html`<p><span class="badge badge-open">Open</span> Nobody has marked this lead handled yet.</p>`;
  return html`<div class="status-row">
  ${said}
  <form method="post" action="${base}/handled">
    <input type="hidden" name="_csrf" value="${view.session.csrfToken}">
    <input type="hidden" name="handled" value="${view.handled ? 'no' : 'yes'}">
    <button type="submit"${view.handled ? html` class="button-secondary"` : ''}>${view.handled ? 'Mark as open' : 'Mark as handled'}</button>
  </form>
</div>`;
}

function files(view: LeadView): SafeHtml | string {
  if (view.type !== 'career') return '';
  const items = leadFiles.map(
    (file) =>
      html`<li><a href="/inbox/leads/career/${view.record.id}/files/${file.kind}" download>Download ${file.label.toLowerCase()}</a> <span class="hint">(${
        view.record[file.originalColumn] || 'PDF'
      }, PDF)</span></li>`,
  );
  return html`<h2>Files</h2><ul class="files">${items}</ul>`;
}

/** One lead with every field it was sent with, its PDFs, and whether it has been handled. */
export function leadPage(view: LeadView): string {
  const names = typeNames[view.type];
  const { record } = view;
  const rows = fieldLabels[view.type].map(([column, label]) => html`<dt>${label}</dt><dd>${value(column, record[column] ?? '')}</dd>`);
  return layout(
    { title: `${names.singular} from ${record.name}`, session: view.session },
    html`<p><a href="/inbox?type=${view.type}">Back to ${names.plural.toLowerCase()}</a></p>
<h1>${names.singular} from ${record.name}</h1>
${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ''}
${statusRow(view)}
<h2>Details</h2>
<dl class="details">
  <dt>Received</dt><dd>${timeElement(new Date(record.created_at), view.timeZone)}</dd>
${rows}
  <dt>Lead id</dt><dd>${record.id}</dd>
</dl>
${files(view)}
${personActions(view.type, record.id)}`,
  );
}
