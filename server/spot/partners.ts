/**
 * Partners from counterparties, set-based: a transaction's counterparty IBAN names its partner
 * (a known IBAN its partner; a new one joins a partner of the same normalised name that has no
 * IBAN yet, else makes a partner); a counterparty without an IBAN is the partner of its
 * normalised name. A new partner is a customer when only money came from it, a supplier when
 * only money went to it.
 */
import type { Queryable } from '../db/database';
import { sql, type Sql } from '../db/sql';

const KIND = sql`CASE WHEN bool_and(t.amount > 0) THEN 'CUSTOMER' WHEN bool_and(t.amount < 0) THEN 'SUPPLIER' ELSE 'BOTH' END`;

/** Gives the transactions matching `which` (over `spot_transactions t`) without a partner theirs. */
export async function assignPartners(tx: Queryable, operatorCode: string, which: Sql): Promise<void> {
  const open = sql`t.operator_code = ${operatorCode} AND t.partner_id IS NULL AND ${which}`;
  const unknownIban = sql`t.counterparty_iban IS NOT NULL AND NOT EXISTS (SELECT 1 FROM spot_partner_ibans pi
    WHERE pi.operator_code = t.operator_code AND pi.iban = t.counterparty_iban)`;
  // A new IBAN joins a partner of its name that came without one.
  await tx.query(sql`INSERT INTO spot_partner_ibans (operator_code, iban, partner_id)
    SELECT DISTINCT ON (t.counterparty_iban) t.operator_code, t.counterparty_iban, p.id
    FROM spot_transactions t JOIN spot_partners p ON p.operator_code = t.operator_code AND p.name_key = t.counterparty_key
    WHERE ${open} AND t.counterparty_key <> '' AND ${unknownIban}
      AND NOT EXISTS (SELECT 1 FROM spot_partner_ibans own WHERE own.partner_id = p.id)
    ORDER BY t.counterparty_iban, p.id
    ON CONFLICT DO NOTHING`);
  // Every other new IBAN makes a partner.
  await tx.query(sql`WITH fresh AS (
      SELECT t.counterparty_iban AS iban, (array_agg(coalesce(t.counterparty_name, t.counterparty_iban) ORDER BY t.id))[1] AS name,
        (array_agg(t.counterparty_key ORDER BY t.id))[1] AS name_key, ${KIND} AS kind,
        nextval(pg_get_serial_sequence('spot_partners', 'id'))::integer AS id
      FROM spot_transactions t WHERE ${open} AND ${unknownIban} GROUP BY t.counterparty_iban),
    made AS (INSERT INTO spot_partners (id, operator_code, name, name_key, kind)
      SELECT id, ${operatorCode}, name, name_key, kind FROM fresh RETURNING id)
    INSERT INTO spot_partner_ibans (operator_code, iban, partner_id) SELECT ${operatorCode}, iban, id FROM fresh`);
  // Names without an IBAN make a partner when none has their key.
  await tx.query(sql`INSERT INTO spot_partners (operator_code, name, name_key, kind)
    SELECT ${operatorCode}, (array_agg(t.counterparty_name ORDER BY t.id))[1], t.counterparty_key, ${KIND}
    FROM spot_transactions t
    WHERE ${open} AND t.counterparty_iban IS NULL AND t.counterparty_key <> ''
      AND NOT EXISTS (SELECT 1 FROM spot_partners p WHERE p.operator_code = t.operator_code AND p.name_key = t.counterparty_key)
    GROUP BY t.counterparty_key`);
  await tx.query(sql`UPDATE spot_transactions t SET partner_id = coalesce(
      (SELECT pi.partner_id FROM spot_partner_ibans pi WHERE pi.operator_code = t.operator_code AND pi.iban = t.counterparty_iban),
      CASE WHEN t.counterparty_iban IS NULL THEN
        (SELECT min(p.id) FROM spot_partners p WHERE p.operator_code = t.operator_code AND p.name_key = t.counterparty_key) END)
    WHERE ${open} AND (t.counterparty_iban IS NOT NULL OR t.counterparty_key <> '')`);
}
