-- A player's previous accounts (001 §2 Add account panel): one row per username in
-- players.previous_accounts, with that account's details. The row id is the player id times 100
-- plus the account's position in the list (at most 99 accounts per player).
CREATE VIEW player_previous_accounts AS
SELECT (p.id * 100 + a.ord)::integer AS id, p.id AS player_id, p.operator_code,
  a.username AS player_username, coalesce(q.realm, p.realm) AS player_realm, q.id AS account_id, q.email, q.status,
  q.kyc_status, q.account_type, q.created, q.last_login_date
FROM players p
CROSS JOIN LATERAL unnest(p.previous_accounts) WITH ORDINALITY AS a(username, ord)
LEFT JOIN players q ON q.operator_code = p.operator_code AND q.username = a.username;
