-- Leads submitted through the contact and careers forms. Nothing a visitor submits may be lost,
-- so rows are only ever inserted by the API; the leads command reads them.
CREATE TABLE contact_leads (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE career_leads (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  current_designation text NOT NULL,
  expected_salary text NOT NULL,
  current_salary text NOT NULL,
  message text NOT NULL,
  -- Stored names are generated (a UUID) inside DATA_DIR/uploads; the visitor's names are kept apart.
  resume_file text NOT NULL,
  resume_original_name text NOT NULL,
  cover_letter_file text NOT NULL,
  cover_letter_original_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_leads_created_at ON contact_leads (created_at);
CREATE INDEX career_leads_created_at ON career_leads (created_at);
