import type { FastifyInstance } from 'fastify';
import { audit } from './audit-log';
import type { InboxDeps } from './inbox-deps';
import { InboxError, leadNotFound } from './inbox-error';
import { downloadName, isStoredName, leadFileOf } from './lead-files';
import { findLeadWithMark } from './lead-queries';
import { requireSession } from './signed-in';

const fileMissing = () =>
  new InboxError(404, 'File not found', 'This application’s file is not in the upload store. Tell the site’s operator.');

/** GET /inbox/leads/career/:id/files/resume|cover-letter: the PDF, as a download. */
export function registerLeadFileRoute(inbox: FastifyInstance, deps: InboxDeps): void {
  inbox.get<{ Params: { id: string; kind: string } }>(
    '/leads/career/:id/files/:kind',
    { config: { inboxAccess: 'file' } },
    async (request, reply) => {
      const session = requireSession(request);
      const file = leadFileOf(request.params.kind);
      if (!file) throw fileMissing();
      const found = await findLeadWithMark(deps.db, 'career', request.params.id);
      if (!found) throw leadNotFound();
      const storedName = found.record[file.storedColumn] ?? '';
      if (!isStoredName(storedName)) throw fileMissing();
      const opened = await deps.uploads.open(storedName);
      if (!opened) throw fileMissing();
      try {
        await audit(deps.db, {
          action: 'download-file',
          user: session.user,
          lead: { type: 'career', id: found.record.id },
          detail: file.kind,
          client: request.ip,
        });
      } catch (error) {
        opened.stream.destroy();
        throw error;
      }
      const name = downloadName(found.record[file.originalColumn] ?? '', file.kind);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', String(opened.size))
        .send(opened.stream);
    },
  );
}
