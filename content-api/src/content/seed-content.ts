import type { Database } from '../db/database';
import { collections } from './content-files';
import type { ContentBundle } from './content-files';
import { toContentDocuments } from './content-documents';

const SEED_LOCK_ID = 724_002;

const UPSERT = `
  INSERT INTO content_documents (collection, doc_key, position, visible, sort_order, group_key, slug, body)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
  ON CONFLICT (collection, doc_key) DO UPDATE SET
    position = excluded.position, visible = excluded.visible, sort_order = excluded.sort_order,
    group_key = excluded.group_key, slug = excluded.slug, body = excluded.body, updated_at = now()
  WHERE (content_documents.position, content_documents.visible, content_documents.sort_order,
         content_documents.group_key, content_documents.slug, content_documents.body)
    IS DISTINCT FROM
        (excluded.position, excluded.visible, excluded.sort_order, excluded.group_key, excluded.slug, excluded.body)`;

/**
 * Makes the database hold exactly the given content, in one transaction: records are upserted and
 * records no longer in the files are removed, so a server that is running keeps answering.
 */
export async function seedContent(db: Database, content: ContentBundle): Promise<number> {
  const documents = toContentDocuments(content);
  await db.transaction(async (tx) => {
    // Two servers starting at once against one PostgreSQL seed one after the other.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    for (const collection of collections) {
      const keys = documents.filter((document) => document.collection === collection).map((document) => document.key);
      await tx.query('DELETE FROM content_documents WHERE collection = $1 AND NOT (doc_key = ANY($2::text[]))', [
        collection,
        keys,
      ]);
    }
    await tx.query('DELETE FROM content_documents WHERE NOT (collection = ANY($1::text[]))', [collections]);
    for (const document of documents) {
      await tx.query(UPSERT, [
        document.collection,
        document.key,
        document.position,
        document.visible,
        document.sortOrder,
        document.groupKey,
        document.slug,
        JSON.stringify(document.body),
      ]);
    }
  });
  return documents.length;
}
