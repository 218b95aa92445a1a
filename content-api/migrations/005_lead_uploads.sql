-- The PDFs of career leads when the data lives on a PostgreSQL server (DATABASE_URL): every server
-- sharing the database lists and serves them. Rows are named as career_leads names them (a UUID
-- and .pdf); a row no lead refers to is an orphan, removed at a start once an hour old. The
-- embedded engine keeps its files in DATA_DIR/uploads and leaves this table empty.
CREATE TABLE lead_uploads (
  name text PRIMARY KEY,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- PDFs are compressed already: stored out of line as they are, without another try at compressing.
ALTER TABLE lead_uploads ALTER COLUMN content SET STORAGE EXTERNAL;
