import type { LeadType } from '../../leads/lead-rows';
import type { LeadRecord } from '../../leads/lead-store';
import type { ErasureCounts } from '../../privacy/erase-leads';
import type { PersonExport } from '../../privacy/person-export';
import { html } from '../html';
import type { SafeHtml } from '../html';
import type { InboxSession } from '../inbox-sessions';
import { layout } from './layout';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lead page's section about the person who sent it: export all, or erase all. */
export function personActions(type: LeadType, id: string): SafeHtml {
  const base = `/inbox/leads/${type}/${id}`;
  return html`<h2>This person’s data</h2>
<ul class="files">
  <li><a href="${base}/person" download>Export everything about this person</a> <span class="hint">(every lead from this e-mail address, JSON)</span></li>
  <li><a href="${base}/erase">Erase everything about this person</a> <span class="hint">(asks first)</span></li>
</ul>`;
}

/** What erasing would remove, and the button that does it. */
export function erasePersonPage(session: InboxSession, type: LeadType, record: LeadRecord, held: PersonExport): string {
  const leads = held.leads.contact.length + held.leads.career.length;
  return layout(
    { title: 'Erase everything about this person', session },
    html`<p><a href="/inbox/leads/${type}/${record.id}">Back to the lead</a></p>
<h1>Erase everything about ${record.name}?</h1>
<p>Every lead sent from ${record.email} (in any letter case) is erased for good, with everything kept about it:</p>
<ul>
  <li>${count(held.leads.contact.length, 'contact enquiry', 'contact enquiries')} and ${count(held.leads.career.length, 'job application', 'job applications')}</li>
  <li>${count(held.files.length, 'PDF', 'PDFs')}</li>
  <li>${count(held.deliveries.length, 'announcement', 'announcements')} (those not yet sent will not be)</li>
  <li>${count(held.handling.length, 'handling mark', 'handling marks')}</li>
</ul>
<p>This cannot be undone. The audit log records that you erased ${count(leads, 'lead', 'leads')}, not whose.</p>
<form method="post" action="/inbox/leads/${type}/${record.id}/erase">
  <input type="hidden" name="_csrf" value="${session.csrfToken}">
  <button type="submit">Erase everything about this person</button>
  <a class="button-secondary" href="/inbox/leads/${type}/${record.id}">Keep it</a>
</form>`,
  );
}

/** Said once the erasure is done. */
export function erasedPage(session: InboxSession, counts: Pick<ErasureCounts, 'leads' | 'files'>): string {
  return layout(
    { title: 'Erased', session },
    html`<h1>Erased</h1>
<p class="notice" role="status">Erased ${count(counts.leads, 'lead', 'leads')} and ${count(counts.files, 'PDF', 'PDFs')}, with their announcements and handling marks.</p>
<p><a href="/inbox">Back to the inbox</a></p>`,
  );
}
