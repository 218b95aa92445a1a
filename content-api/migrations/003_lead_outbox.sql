-- Announcements of leads still to be sent (by e-mail, by webhook), written in the same statement as
-- the lead itself: a stored lead always has its deliveries. A worker sends them after the answer,
-- retrying with backoff; a row is kept once delivered, with delivered_at set.
CREATE TABLE lead_outbox (
  -- Made from the lead id and the channel (a name-based UUID): the same at every retry and after a
  -- replay of the journal, sent as the idempotency key so a receiver can drop repeats. Being the
  -- primary key, it also keeps each lead to one row per channel.
  id uuid PRIMARY KEY,
  lead_id uuid NOT NULL,
  lead_type text NOT NULL CHECK (lead_type IN ('contact', 'career')),
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- A worker sending this row holds it until then; another server may take it over afterwards.
  claimed_until timestamptz,
  -- Why the last attempt failed, in words that carry no visitor data.
  last_error text,
  delivered_at timestamptz
);

CREATE INDEX lead_outbox_due ON lead_outbox (channel, next_attempt_at) WHERE delivered_at IS NULL;
