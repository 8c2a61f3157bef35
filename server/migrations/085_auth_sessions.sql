-- Sessions (a login and its chain of rotated refresh tokens) and login attempt counters.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  manager_id integer NOT NULL REFERENCES managers (id) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_manager ON sessions (manager_id) WHERE revoked_at IS NULL;

-- Refresh tokens issued before sessions existed belong to no session; they are revoked.
ALTER TABLE refresh_tokens ADD COLUMN session_id text REFERENCES sessions (id) ON DELETE CASCADE;
UPDATE refresh_tokens SET revoked_at = now() WHERE revoked_at IS NULL;
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Failed logins per account (`account:<e-mail>`) and per client address (`address:<ip>`), shared by
-- every server on the database.
CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  first_failure timestamptz NOT NULL DEFAULT now(),
  last_failure timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz,
  log_id bigint
);
