-- The managers list (resources/manager.ts): its default sort (id, newest first) within an
-- operator's view, the status filter, and the look-up by e-mail (activation, adding a manager).
CREATE INDEX managers_operator_id ON managers (operator_code, id);
CREATE INDEX managers_operator_status ON managers (operator_code, status, id);
CREATE INDEX managers_status ON managers (status, id);
CREATE INDEX managers_email_lower ON managers (lower(email));
