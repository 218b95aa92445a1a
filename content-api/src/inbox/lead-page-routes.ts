import type { FastifyInstance } from 'fastify';
import { audit } from './audit-log';
import type { InboxDeps } from './inbox-deps';
import { InboxError, leadNotFound } from './inbox-error';
import { setHandled } from './lead-handling';
import { findLeadWithMark } from './lead-queries';
import { leadTypeParam } from './lead-type-param';
import { requireSession } from './signed-in';
import { leadPage } from './views/lead-page';

interface LeadParams {
  type: string;
  id: string;
}

const notices: Record<string, string> = {
  handled: 'Marked as handled.',
  open: 'Marked as open again.',
};

/** GET /inbox/leads/:type/:id, one lead; POST …/handled marks it handled or open again. */
export function registerLeadPageRoutes(inbox: FastifyInstance, deps: InboxDeps): void {
  inbox.get<{ Params: LeadParams }>('/leads/:type/:id', async (request, reply) => {
    const session = requireSession(request);
    const type = leadTypeParam(request.params.type);
    const found = await findLeadWithMark(deps.db, type, request.params.id);
    if (!found) throw leadNotFound();
    await audit(deps.db, { action: 'view-lead', user: session.user, lead: { type, id: found.record.id }, client: request.ip });
    const notice = notices[String((request.query as Record<string, unknown>).marked)];
    const page = leadPage({ session, type, record: found.record, handled: found.handled, timeZone: deps.timeZone, notice });
    return reply.type('text/html; charset=utf-8').send(page);
  });

  inbox.post<{ Params: LeadParams }>('/leads/:type/:id/handled', async (request, reply) => {
    const session = requireSession(request);
    const type = leadTypeParam(request.params.type);
    const wanted = (request.body as Record<string, unknown> | undefined)?.handled;
    if (wanted !== 'yes' && wanted !== 'no') throw new InboxError(400, 'Nothing to mark', 'Use the button on the lead’s page.');
    const found = await findLeadWithMark(deps.db, type, request.params.id);
    if (!found) throw leadNotFound();
    const handled = wanted === 'yes';
    await setHandled(deps.db, type, found.record.id, handled, session.user);
    // The audit line is made durable with the mark before the redirect (audit-log.ts).
    await audit(deps.db, {
      action: handled ? 'mark-handled' : 'mark-open',
      user: session.user,
      lead: { type, id: found.record.id },
      client: request.ip,
    });
    return reply.redirect(`/inbox/leads/${type}/${found.record.id}?marked=${handled ? 'handled' : 'open'}`, 303);
  });
}
