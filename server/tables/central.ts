/**
 * Storage of the central office's screens: the consoles (the `operator_consoles` view over the
 * central office and the operators), the exchange rates and their changes, and the operators'
 * labels. Everything else follows the convention of `deriveTable`.
 */
import { LanguageCode } from '../../resources/enums';
import { exchangeRateHistory, exchangeRates } from '../../resources/exchangeRates';
import { operators, type OperatorConsole } from '../../resources/operators';
import { translations, type Translation } from '../../resources/translations';
import { ident, sql } from '../db/sql';
import { deriveTable } from './derive';

/** Every console, the central office's first (`code` central). */
export const operatorsTable = deriveTable<OperatorConsole>(operators);

export const exchangeRatesTable = deriveTable(exchangeRates, {
  computed: {
    inverseRate: { sql: sql`(1 / exchange_rates.rate)::float8` },
    base: { sql: sql`exchange_rates.currency = (SELECT currency FROM central_office)` },
  },
});

export const exchangeRateHistoryTable = deriveTable(exchangeRateHistory, {
  computed: {
    change: {
      sql: sql`CASE WHEN exchange_rate_changes.old_rate > 0
        THEN round(
          (exchange_rate_changes.new_rate - exchange_rate_changes.old_rate) / exchange_rate_changes.old_rate * 100, 2
        )::float8 END`,
    },
  },
});

export const translationsTable = deriveTable<Translation>(translations, {
  computed: {
    defaults: {
      sql: sql`SELECT jsonb_object_agg(d.lang, d.text) FROM label_defaults d
        WHERE d.label_type = translations.label_type AND d.code = translations.code`,
    },
  },
  virtualFilters: {
    // Labels without a text in one language (the value is checked against the languages first).
    missingIn: (value) => {
      const lang = LanguageCode.parse(value);
      return sql`coalesce(translations.${ident(lang)}, '') = ''`;
    },
  },
});
