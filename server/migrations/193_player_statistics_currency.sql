-- The players statistics list carries each player's currency, so its amounts are written as money
-- (a central view lists players of operators with different currencies).
CREATE OR REPLACE VIEW player_statistics AS
SELECT p.id, p.operator_code, p.username AS player_username,
  coalesce(b.payin, 0) AS total_payin_amount,
  coalesce(b.payout, 0) AS total_payout_amount,
  coalesce(b.payin, 0) - coalesce(b.payout, 0) AS house_win,
  coalesce(pb.bonus, 0) AS total_payout_bonus_amount,
  coalesce(b.bets, 0) AS number_of_bets,
  coalesce(b.stake, 0) AS total_stake,
  p.tenant_currency
FROM players p
LEFT JOIN (
  SELECT player_id, sum(total_stake + fee_value) AS payin, sum(coalesce(paid_value, 0)) AS payout, count(*)::integer AS bets,
    sum(total_stake) AS stake
  FROM betslips GROUP BY player_id
) b ON b.player_id = p.id
LEFT JOIN (SELECT player_id, sum(bonus_amount) AS bonus FROM player_bonuses GROUP BY player_id) pb ON pb.player_id = p.id;
