-- A wallet's currency is an object with its code (001 §3 Wallet: currency.code): balance bags
-- stored with the currency as a plain string get it wrapped; the gateways view reads the code.

UPDATE players p
SET balance_bag = (
  SELECT jsonb_agg(
      CASE WHEN jsonb_typeof(w.value -> 'currency') = 'string'
        THEN jsonb_set(w.value, '{currency}', jsonb_build_object('code', w.value ->> 'currency'))
        ELSE w.value END
      ORDER BY w.ord)
  FROM jsonb_array_elements(p.balance_bag) WITH ORDINALITY AS w(value, ord)
)
WHERE jsonb_typeof(p.balance_bag) = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.balance_bag) AS e(value) WHERE jsonb_typeof(e.value -> 'currency') = 'string');

CREATE OR REPLACE VIEW player_gateways AS
SELECT (p.id * 100 + w.ord)::integer AS id, p.id AS player_id, p.operator_code,
  CASE WHEN w.value ->> 'gatewayCode' IN ('SKRILL', 'SKRILL_TEST', 'MPESA', 'MPESA_TEST') THEN w.value ->> 'gatewayCode'
    ELSE 'UNKNOWN' END AS gateway_type,
  w.value ->> 'externalAccount' AS account, w.value -> 'currency' ->> 'code' AS currency, p.created
FROM players p
CROSS JOIN LATERAL jsonb_array_elements(p.balance_bag) WITH ORDINALITY AS w(value, ord)
WHERE coalesce(w.value ->> 'externalAccount', '') <> '';
