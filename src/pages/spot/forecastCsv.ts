/**
 * The forecast as a CSV file (the cash-flow screen's "Export forecast"): per currency its balance
 * today, then every expected amount with the day's balance after it. Amounts are the server's
 * decimal text, only their decimal point changed to the language's separator.
 */
import { CSV_BOM, csvHeaderRecord, csvRecord, csvSeparatorOf, decimalSeparatorOf, guardFormula } from '../../../resources/csv';
import type { SpotForecast } from '../../../resources/spotReports';

export interface ForecastCsvTexts {
  headers: { date: string; currency: string; kind: string; partner: string; invoice: string; amount: string; balance: string };
  /** The label of the opening row and of each event kind. */
  today: string;
  kinds: Record<SpotForecast['events'][number]['kind'], string>;
}

export function forecastCsv(forecast: SpotForecast, locale: string, texts: ForecastCsvTexts): string {
  const separator = csvSeparatorOf(locale);
  const decimal = decimalSeparatorOf(locale);
  const amount = (value: string) => (decimal === '.' ? value : value.replace('.', decimal));
  const h = texts.headers;
  let out = CSV_BOM + csvHeaderRecord([h.date, h.currency, h.kind, h.partner, h.invoice, h.amount, h.balance], separator);
  for (const series of forecast.series) {
    const balanceOn = new Map(series.points.map((point) => [point.date, point.balance]));
    out += csvRecord([forecast.today, series.currency, texts.today, '', '', '', amount(series.opening)], separator);
    for (const event of forecast.events) {
      if (event.currency !== series.currency) continue;
      out += csvRecord(
        [
          event.date,
          event.currency,
          texts.kinds[event.kind],
          guardFormula(event.partnerName ?? ''),
          guardFormula(event.invoiceNumber ?? ''),
          amount(event.amount),
          amount(balanceOn.get(event.date) ?? ''),
        ],
        separator,
      );
    }
  }
  return out;
}
