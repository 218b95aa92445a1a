import type { FastifyInstance } from 'fastify';
import type { InboxDeps } from './inbox-deps';
import { readFilters } from './lead-filters';
import { findLeads } from './lead-queries';
import { requireSession } from './signed-in';
import { leadListPage } from './views/lead-list-page';

export const PAGE_SIZE = 25;

/** GET /inbox: the leads of one type, filtered, a page at a time. */
export function registerLeadListRoute(inbox: FastifyInstance, deps: InboxDeps): void {
  inbox.get('/', async (request, reply) => {
    const session = requireSession(request);
    const { filters, problems } = readFilters(request.query);
    const { leads, total } = await findLeads(deps.db, filters, deps.timeZone, PAGE_SIZE);
    const page = leadListPage({ session, filters, problems, leads, total, pageSize: PAGE_SIZE, timeZone: deps.timeZone });
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
