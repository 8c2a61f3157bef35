/**
 * Demo data of the central office's screens, deterministic relative to the time of seeding and
 * set-based: the operators' console looks (op1 keeps the defaults), an inactive crypto gateway
 * being prepared for op3, more currencies and six months of weekly rate changes that end at
 * today's rates, the operators' labels (op1 complete with its own wording, op2 half translated,
 * op3 none yet) and a few operator settings.
 */
import type { Queryable } from './db/database';
import { sql } from './db/sql';
import { syncLabelDefaults } from './central/labels';
import { seedHash } from './seed-tools';

/** A small square logo with the operator's initials, as an uploaded SVG. */
function logo(initials: string, background: string, foreground: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" ` +
    `fill="${background}"/><text x="48" y="60" font-family="Arial, sans-serif" font-size="36" font-weight="700" text-anchor="middle" ` +
    `fill="${foreground}">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const LOOKS = [
  {
    code: 'op2',
    officeTitle: 'Demo Bet Two Office',
    playersTitle: 'Punters',
    primary: '#2e7d32',
    secondary: '#ffb300',
    dark: false,
    logo: logo('DB2', '#2e7d32', '#ffffff'),
  },
  {
    code: 'op3',
    officeTitle: 'Demo Bet Three',
    playersTitle: 'Customers',
    primary: '#6a1b9a',
    secondary: '#00897b',
    dark: true,
    logo: logo('DB3', '#6a1b9a', '#ffffff'),
  },
] as const;

/** Currencies beyond the built-in ones, with today's rate per EUR. */
const CURRENCIES = [
  { currency: 'GBP', symbol: '£', type: 'FIAT', rate: 0.84 },
  { currency: 'CHF', symbol: 'CHF', type: 'FIAT', rate: 0.94 },
  { currency: 'USDC', symbol: 'USDC', type: 'STABLECOIN', rate: 1.08 },
  { currency: 'ETH', symbol: 'Ξ', type: 'CRYPTO', rate: 0.00031 },
] as const;

/** How far a currency's weekly rate wanders, by type (crypto most). */
const SWING = { FIAT: 0.012, STABLECOIN: 0.004, CRYPTO: 0.09, TENANT_CURRENCY: 0.01 } as const;

const REASONS = [
  'ECB reference rate',
  'Weekly treasury review',
  'Market move',
  'Aligned with the payment provider',
  'Month-end revaluation',
];

/** Texts op1 words its own way (English and German), and labels of its own. */
const OP1_TEXTS = [
  {
    type: 'TICKET',
    code: 'footer',
    en: 'Bet responsibly with Demo Bet One. 18+ only. Help: 0800 123 456',
    de: 'Verantwortungsvoll wetten mit Demo Bet One. Ab 18. Hilfe: 0800 123 456',
  },
  { type: 'TICKET', code: 'totalStake', en: 'Your stake', de: 'Ihr Einsatz' },
] as const;

const CUSTOM_LABELS = [
  {
    code: 'home.welcome',
    en: 'Welcome to Demo Bet',
    de: 'Willkommen bei Demo Bet',
    fr: 'Bienvenue chez Demo Bet',
    ro: 'Bine ați venit la Demo Bet',
  },
  { code: 'promo.weekendBoost', en: 'Weekend odds boost on all football matches', de: 'Wochenend-Quotenboost für alle Fußballspiele' },
  {
    code: 'support.hours',
    en: 'Support is open daily from 8:00 to 22:00',
    de: 'Der Support ist täglich von 8:00 bis 22:00 erreichbar',
    ru: 'Поддержка работает ежедневно с 8:00 до 22:00',
  },
] as const;

export async function seedCentralSettings(tx: Queryable): Promise<void> {
  for (const look of LOOKS) {
    await tx.query(sql`UPDATE operators SET office_title = ${look.officeTitle}, players_title = ${look.playersTitle},
        logo_url = ${look.logo}, theme_primary = ${look.primary}, theme_secondary = ${look.secondary}, dark_theme = ${look.dark},
        updated = now() - interval '12 days'
      WHERE code = ${look.code}`);
  }
  await tx.query(sql`INSERT INTO cash_desk_gateways (operator_code, code, name, type, allowed_currencies, min_deposit, max_deposit,
      min_withdrawal, max_withdrawal, active)
    SELECT code, 'CRYPTO', 'Crypto wallet', 'CRYPTO', ARRAY['USDT', 'BTC'], 20, 20000, 50, 10000, false FROM operators WHERE code = 'op3'
    ON CONFLICT (operator_code, code) DO NOTHING`);
  await seedRates(tx);
  await seedLabels(tx);
  await tx.query(sql`INSERT INTO system_settings (operator_code, key, value, updated, user_realm, user_username) VALUES
    ('op2', 'contactEmail', '"help@demobettwo.test"', now() - interval '20 days', 'backoffice', 'central@demo.test'),
    ('op2', 'socialLinks', ${JSON.stringify([
      { name: 'facebook', url: 'https://facebook.com/demobettwo' },
      { name: 'instagram', url: 'https://instagram.com/demobettwo' },
    ])}::jsonb,
      now() - interval '20 days', 'backoffice', 'central@demo.test'),
    ('op3', 'reportPagesExportSize', '5', now() - interval '41 days', 'backoffice', 'central@demo.test')
    ON CONFLICT DO NOTHING`);
}

/** More currencies, then 26 weekly changes per currency but the base, ending at today's rate. */
async function seedRates(tx: Queryable): Promise<void> {
  await tx.query(sql`INSERT INTO exchange_rates (currency, currency_symbol, currency_type, rate)
    SELECT * FROM unnest(${CURRENCIES.map((c) => c.currency)}::text[], ${CURRENCIES.map((c) => c.symbol)}::text[],
      ${CURRENCIES.map((c) => c.type)}::text[], ${CURRENCIES.map((c) => c.rate)}::numeric[])
    ON CONFLICT (currency) DO NOTHING`);
  const swing = sql`(${JSON.stringify(SWING)}::jsonb ->> currency_type)::numeric`;
  // Week w = 1 … 26 (26 is this week): the rate of week w drifts from today's by a hashed amount that shrinks to 0.
  await tx.query(sql`
    WITH currencies AS (
      SELECT currency, currency_type, rate, row_number() OVER (ORDER BY currency) AS n
      FROM exchange_rates WHERE currency <> (SELECT currency FROM central_office)
    ), weeks AS (
      SELECT c.*, w, c.n * 100 + w AS k FROM currencies c CROSS JOIN generate_series(1, 26) AS w
    ), priced AS (
      SELECT weeks.*,
        date_trunc('hour', now()) - (26 - w) * interval '7 days' - interval '3 days' + (${seedHash('k', 7)} % 36000)
          * interval '1 second' AS changed,
        CASE WHEN w = 26 THEN rate
          ELSE round(rate * (1 + ${swing} * (((${seedHash('k', 3)} % 2001) - 1000)::numeric / 1000) * (26 - w)::numeric / 26), 12)
            END AS new_rate
      FROM weeks
    )
    INSERT INTO exchange_rate_changes (currency, changed, old_rate, new_rate, old_type, new_type, base_currency, user_id, user_realm,
      user_username, reason)
    SELECT currency, changed, lag(new_rate) OVER (PARTITION BY currency ORDER BY w), new_rate,
      CASE WHEN w > 1 THEN currency_type END, currency_type, (SELECT currency FROM central_office),
      (SELECT id FROM managers WHERE email = 'central@demo.test'), 'backoffice', 'central@demo.test',
      (${REASONS}::text[])[1 + ${seedHash('k', 11)} % ${REASONS.length}]
    FROM priced ORDER BY changed`);
  await tx.query(sql`UPDATE exchange_rates r SET updated = c.changed, user_realm = 'backoffice', user_username = 'central@demo.test'
    FROM (SELECT currency, max(changed) AS changed FROM exchange_rate_changes GROUP BY currency) c WHERE c.currency = r.currency`);
}

/** op1: every default label, some in its own words, plus labels of its own; op2: ticket labels in three languages; op3: none. */
async function seedLabels(tx: Queryable): Promise<void> {
  await syncLabelDefaults(tx);
  const text = (lang: string) => sql`max(text) FILTER (WHERE lang = ${lang})`;
  await tx.query(sql`INSERT INTO translations (operator_code, label_type, code, en, de, fr, tr, ro, hr, ru, updated)
    SELECT 'op1', label_type, code, ${text('en')}, ${text('de')}, ${text('fr')}, ${text('tr')}, ${text('ro')}, ${text('hr')}, ${text('ru')},
      now() - interval '60 days'
    FROM label_defaults GROUP BY label_type, code
    ON CONFLICT DO NOTHING`);
  await tx.query(sql`INSERT INTO translations (operator_code, label_type, code, en, de, ro, updated)
    SELECT 'op2', label_type, code, ${text('en')}, ${text('de')}, ${text('ro')}, now() - interval '30 days'
    FROM label_defaults WHERE label_type = 'TICKET' GROUP BY label_type, code
    ON CONFLICT DO NOTHING`);
  for (const own of OP1_TEXTS) {
    await tx.query(sql`UPDATE translations SET en = ${own.en}, de = ${own.de}, updated = now() - interval '9 days'
      WHERE operator_code = 'op1' AND label_type = ${own.type} AND code = ${own.code}`);
  }
  for (const [index, label] of CUSTOM_LABELS.entries()) {
    const value = (lang: string) => (label as Record<string, string | undefined>)[lang] ?? null;
    for (const op of index === 0 ? ['op1', 'op2'] : ['op1']) {
      await tx.query(sql`INSERT INTO translations (operator_code, label_type, code, en, de, fr, tr, ro, hr, ru, updated)
        VALUES (${op}, 'CUSTOM', ${label.code}, ${value('en')}, ${value('de')}, ${value('fr')}, ${value('tr')}, ${value('ro')},
          ${value('hr')}, ${value('ru')}, now() - ${`${5 + index * 4} days`}::interval)
        ON CONFLICT DO NOTHING`);
    }
  }
}
