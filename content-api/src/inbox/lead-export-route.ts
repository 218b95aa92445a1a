import type { FastifyInstance } from 'fastify';
import { toCsv, toJson } from '../leads/leads-export';
import { audit } from './audit-log';
import type { InboxDeps } from './inbox-deps';
import { InboxError } from './inbox-error';
import { readFilters } from './lead-filters';
import { leadsToExport } from './lead-queries';
import { requireSession } from './signed-in';

/**
 * GET /inbox/export?format=csv|json plus the list's filters: every lead the list shows, all its
 * pages, with the columns and formula-safe cells of GET /leads/export.
 */
export function registerLeadExportRoute(inbox: FastifyInstance, deps: InboxDeps): void {
  inbox.get('/export', { config: { inboxAccess: 'file' } }, async (request, reply) => {
    const session = requireSession(request);
    const { filters, problems } = readFilters(request.query);
    if (problems.length > 0) throw new InboxError(400, 'Filters not understood', problems.join('. '));
    const format = (request.query as Record<string, unknown>).format;
    if (format !== 'csv' && format !== 'json') throw new InboxError(400, 'Unknown export format', 'Export as CSV or as JSON.');
    const records = await leadsToExport(deps.db, filters, deps.timeZone);
    await audit(deps.db, {
      action: 'export',
      user: session.user,
      lead: { type: filters.type },
      detail: `${format}, ${records.length} lead${records.length === 1 ? '' : 's'}`,
      client: request.ip,
    });
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="${filters.type}-leads-${day}.${format}"`);
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(toCsv(filters.type, records));
    return reply.type('application/json; charset=utf-8').send(toJson(records));
  });
}
