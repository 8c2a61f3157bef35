-- Idempotency keys of writes (server/http/idempotency.ts): per manager, the request's fingerprint and
-- the answer, stored in the write's own transaction.
CREATE TABLE idempotency_keys (
  manager_id integer NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  fingerprint text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status_code integer,
  content_type text,
  body text,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (manager_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created);
