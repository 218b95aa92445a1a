-- The inbox (GET /inbox): the people who answer leads, their sign-ins, which leads they have dealt
-- with, and what they did. Lead rows themselves stay exactly as the API inserted them.

-- Added by the operator with `pnpm leads users add EMAIL`. One account per e-mail, whatever its case.
CREATE TABLE inbox_users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  -- scrypt$N$r$p$salt$key (src/inbox/password-hash.ts); never the password itself.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX inbox_users_email ON inbox_users (lower(email));

-- A signed-in browser. Only the SHA-256 of the cookie's random token is kept, so a copy of this
-- table signs no one in; every server sharing the database knows every session.
CREATE TABLE inbox_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES inbox_users (id) ON DELETE CASCADE,
  -- Every form of the session carries it; a POST without it is refused.
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inbox_sessions_user ON inbox_sessions (user_id);

-- Leads someone has dealt with; a lead without a row is open.
CREATE TABLE lead_handling (
  lead_id uuid PRIMARY KEY,
  lead_type text NOT NULL CHECK (lead_type IN ('contact', 'career')),
  handled_at timestamptz NOT NULL DEFAULT now(),
  handled_by uuid REFERENCES inbox_users (id) ON DELETE SET NULL
);

-- Who did what in the inbox, and when: the user, the action, the lead. Never a lead's content.
-- The e-mail is copied so that the trail outlives a removed account.
CREATE TABLE inbox_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id uuid,
  user_email text,
  action text NOT NULL,
  lead_type text,
  lead_id uuid,
  -- A word about the action, never visitor text: which file, which export format.
  detail text,
  client text
);
CREATE INDEX inbox_audit_at ON inbox_audit (at);
