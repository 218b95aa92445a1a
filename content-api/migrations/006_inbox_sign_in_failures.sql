-- Wrong passwords at the inbox's sign-in, counted per client address and per account typed, so
-- that every server sharing the database refuses a guesser alike. Only the SHA-256 of the address
-- or the e-mail typed is kept; rows older than the counting window are removed as failures come in.
CREATE TABLE inbox_sign_in_failures (
  scope text NOT NULL CHECK (scope IN ('client', 'account')),
  key_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX inbox_sign_in_failures_key ON inbox_sign_in_failures (scope, key_hash, at);
CREATE INDEX inbox_sign_in_failures_at ON inbox_sign_in_failures (scope, at);
