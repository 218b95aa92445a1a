import type { FastifyInstance } from 'fastify';
import { eraseLeads } from '../privacy/erase-leads';
import { personExport, personJson } from '../privacy/person-export';
import { audit } from './audit-log';
import type { InboxDeps } from './inbox-deps';
import { leadNotFound } from './inbox-error';
import { findLeadWithMark } from './lead-queries';
import { leadTypeParam } from './lead-type-param';
import { requireSession } from './signed-in';
import { erasePersonPage, erasedPage } from './views/person-pages';

interface LeadParams {
  type: string;
  id: string;
}

const wholeNumber = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * The rights of the person who sent a lead, exercised by an inbox user: GET …/person downloads
 * everything held about the lead's e-mail address as JSON; GET …/erase asks, and POST …/erase
 * erases it everywhere (see privacy/erase-leads.ts). Both are audited, naming no one.
 */
export function registerPersonRoutes(inbox: FastifyInstance, deps: InboxDeps): void {
  const leadOf = async (params: LeadParams) => {
    const type = leadTypeParam(params.type);
    const found = await findLeadWithMark(deps.db, type, params.id);
    if (!found) throw leadNotFound();
    return { type, record: found.record };
  };

  inbox.get<{ Params: LeadParams }>('/leads/:type/:id/person', { config: { inboxAccess: 'file' } }, async (request, reply) => {
    const session = requireSession(request);
    const { type, record } = await leadOf(request.params);
    const held = await personExport(deps.db, deps.uploads, record.email);
    const leads = held.leads.contact.length + held.leads.career.length;
    await audit(deps.db, {
      action: 'export-person',
      user: session.user,
      lead: { type, id: record.id },
      detail: `${leads} lead${leads === 1 ? '' : 's'}`,
      client: request.ip,
    });
    reply.header('content-disposition', `attachment; filename="person-${record.id}.json"`);
    return reply.type('application/json; charset=utf-8').send(personJson(held));
  });

  inbox.get<{ Params: LeadParams }>('/leads/:type/:id/erase', async (request, reply) => {
    const session = requireSession(request);
    const { type, record } = await leadOf(request.params);
    const held = await personExport(deps.db, deps.uploads, record.email);
    return reply.type('text/html; charset=utf-8').send(erasePersonPage(session, type, record, held));
  });

  inbox.post<{ Params: LeadParams }>('/leads/:type/:id/erase', async (request, reply) => {
    const session = requireSession(request);
    const { record } = await leadOf(request.params);
    const counts = await eraseLeads(deps.db, deps.uploads, { email: record.email }, { by: 'inbox', user: session.user, client: request.ip });
    return reply.redirect(`/inbox/erased?leads=${counts?.leads ?? 0}&files=${counts?.files ?? 0}`, 303);
  });

  inbox.get('/erased', async (request, reply) => {
    const session = requireSession(request);
    const query = request.query as Record<string, unknown>;
    const page = erasedPage(session, { leads: wholeNumber(query.leads), files: wholeNumber(query.files) });
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
