-- Site content, seeded from the content files at every start. Each record keeps its full API shape
-- in `body`; the columns beside it carry what the routes filter and sort on.
CREATE TABLE content_documents (
  collection text NOT NULL,
  doc_key text NOT NULL,
  position integer NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  sort_order double precision,
  group_key text,
  slug text,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection, doc_key)
);

CREATE INDEX content_documents_group ON content_documents (collection, group_key);
CREATE INDEX content_documents_slug ON content_documents (collection, slug);
