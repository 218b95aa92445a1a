import type { LeadType } from '../../leads/lead-rows';
import { html } from '../html';
import type { SafeHtml } from '../html';
import type { InboxSession } from '../inbox-sessions';
import { filtersQuery } from '../lead-filters';
import type { LeadFilters, StatusFilter } from '../lead-filters';
import type { ListedLead } from '../lead-queries';
import { timeElement } from './format-time';
import { aboutLabel, typeNames } from './lead-labels';
import { layout } from './layout';

export interface LeadListView {
  session: InboxSession;
  filters: LeadFilters;
  /** Filter values that were not understood, and so not applied. */
  problems: string[];
  leads: ListedLead[];
  total: number;
  pageSize: number;
  timeZone: string;
}

const listUrl = (filters: LeadFilters, changes: Partial<LeadFilters> = {}) => `/inbox?${filtersQuery(filters, changes)}`;

function tabs(filters: LeadFilters): SafeHtml {
  const tab = (type: LeadType) =>
    html`<li><a href="${listUrl({ ...filters, q: '', from: undefined, to: undefined, status: 'all', page: 1 }, { type })}"${
      filters.type === type ? html` aria-current="page"` : ''
    }>${typeNames[type].plural}</a></li>`;
  return html`<nav aria-label="Type of lead"><ul class="tabs">${tab('contact')}${tab('career')}</ul></nav>`;
}

const statusChoices: ReadonlyArray<[StatusFilter, string]> = [
  ['all', 'All'],
  ['open', 'Open'],
  ['handled', 'Handled'],
];

function filterForm(filters: LeadFilters): SafeHtml {
  const options = statusChoices.map(
    ([value, label]) => html`<option value="${value}"${filters.status === value ? html` selected` : ''}>${label}</option>`,
  );
  return html`<form class="filters" method="get" action="/inbox" role="search" aria-label="Filter leads">
  <input type="hidden" name="type" value="${filters.type}">
  <p><label for="q">Name or e-mail</label><input id="q" name="q" type="search" value="${filters.q}" spellcheck="false"></p>
  <p><label for="from">Received from</label><input id="from" name="from" type="date" value="${filters.from ?? ''}"></p>
  <p><label for="to">Received to</label><input id="to" name="to" type="date" value="${filters.to ?? ''}"></p>
  <p><label for="status">Status</label><select id="status" name="status">${options}</select></p>
  <p class="filter-actions"><button type="submit">Apply filters</button> <a href="${listUrl(filters, {
    q: '',
    from: undefined,
    to: undefined,
    status: 'all',
    page: 1,
  })}">Clear filters</a></p>
</form>`;
}

function leadRow(lead: ListedLead, type: LeadType, timeZone: string): SafeHtml {
  const status = lead.handledAt ? html`<span class="badge badge-handled">Handled</span>` : html`<span class="badge badge-open">Open</span>`;
  return html`<tr>
  <td>${timeElement(lead.createdAt, timeZone)}</td>
  <th scope="row"><a href="/inbox/leads/${type}/${lead.id}">${lead.name}</a></th>
  <td>${lead.email}</td>
  <td>${lead.phone}</td>
  <td>${lead.about}</td>
  <td>${status}</td>
</tr>`;
}

function paging(view: LeadListView): SafeHtml {
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  const { page } = view.filters;
  if (pages === 1) return html``;
  const previous = page > 1 ? html`<li><a href="${listUrl(view.filters, { page: Math.min(page - 1, pages) })}" rel="prev">Previous page</a></li>` : '';
  const next = page < pages ? html`<li><a href="${listUrl(view.filters, { page: page + 1 })}" rel="next">Next page</a></li>` : '';
  return html`<nav aria-label="Pages of leads"><ul class="pages">${previous}<li aria-current="page">Page ${page} of ${pages}</li>${next}</ul></nav>`;
}

/** The leads of one type, newest first, with the filter form, paging and the export of what is shown. */
export function leadListPage(view: LeadListView): string {
  const { filters } = view;
  const names = typeNames[filters.type];
  const first = (filters.page - 1) * view.pageSize + 1;
  const summary =
    view.leads.length === 0
      ? view.total === 0
        ? `No ${names.plural.toLowerCase()} match these filters.`
        : `No ${names.plural.toLowerCase()} on this page: ${view.total} match these filters.`
      : `Showing ${first}–${first + view.leads.length - 1} of ${view.total} ${names.plural.toLowerCase()}, newest first.`;
  const problems =
    view.problems.length > 0
      ? html`<div class="alert" role="alert"><p>Some filters were not applied:</p><ul>${view.problems.map((problem) => html`<li>${problem}</li>`)}</ul></div>`
      : '';
  const table =
    view.leads.length > 0
      ? html`<div class="table-scroll" role="region" aria-labelledby="leads-caption" tabindex="0">
<table>
  <caption id="leads-caption">${names.plural}</caption>
  <thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Phone</th><th scope="col">${aboutLabel[filters.type]}</th><th scope="col">Status</th></tr></thead>
  <tbody>
${view.leads.map((lead) => leadRow(lead, filters.type, view.timeZone))}
  </tbody>
</table>
</div>`
      : '';
  const exports =
    view.total > 0
      ? html`<ul class="exports" aria-label="Export these leads">
  <li><a href="/inbox/export?${filtersQuery(filters, { page: 1, format: 'csv' })}">Export as CSV</a></li>
  <li><a href="/inbox/export?${filtersQuery(filters, { page: 1, format: 'json' })}">Export as JSON</a></li>
</ul>`
      : '';
  return layout(
    { title: names.plural, session: view.session },
    html`<h1>${names.plural}</h1>
${tabs(filters)}
${problems}
${filterForm(filters)}
<div class="results-bar">
  <p>${summary}</p>
  ${exports}
</div>
${table}
${paging(view)}`,
  );
}
