-- Player gateways (Gateways panel) and the players statistics list (001 §2, §7).

-- A player's external payment accounts: the wallets that carry an external account. The id is
-- the player id times 100 plus the wallet's position in the balance bag.
CREATE VIEW player_gateways AS
SELECT (p.id * 100 + w.ord)::integer AS id, p.id AS player_id, p.operator_code,
  CASE WHEN w.value ->> 'gatewayCode' IN ('SKRILL', 'SKRILL_TEST', 'MPESA', 'MPESA_TEST') THEN w.value ->> 'gatewayCode'
    ELSE 'UNKNOWN' END AS gateway_type,
  w.value ->> 'externalAccount' AS account, w.value ->> 'currency' AS currency, p.created
FROM players p
CROSS JOIN LATERAL jsonb_array_elements(p.balance_bag) WITH ORDINALITY AS w(value, ord)
WHERE coalesce(w.value ->> 'externalAccount', '') <> '';

-- Betting and bonus totals per player, over the same rows the betslips and bonuses lists show:
-- payin = stakes plus fees, payout = paid values, house win = payin - payout.
CREATE VIEW player_statistics AS
SELECT p.id, p.operator_code, p.username AS player_username,
  coalesce(b.payin, 0) AS total_payin_amount,
  coalesce(b.payout, 0) AS total_payout_amount,
  coalesce(b.payin, 0) - coalesce(b.payout, 0) AS house_win,
  coalesce(pb.bonus, 0) AS total_payout_bonus_amount,
  coalesce(b.bets, 0) AS number_of_bets,
  coalesce(b.stake, 0) AS total_stake
FROM players p
LEFT JOIN (
  SELECT player_id, sum(total_stake + fee_value) AS payin, sum(coalesce(paid_value, 0)) AS payout, count(*)::integer AS bets,
    sum(total_stake) AS stake
  FROM betslips GROUP BY player_id
) b ON b.player_id = p.id
LEFT JOIN (SELECT player_id, sum(bonus_amount) AS bonus FROM player_bonuses GROUP BY player_id) pb ON pb.player_id = p.id;
