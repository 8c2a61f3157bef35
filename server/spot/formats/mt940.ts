/**
 * SWIFT MT940 customer statements read with @centrapay/swift-parser (a maintained fork of mt940js
 * whose amounts are exact BigNumbers; it checks the mandatory tags and that each statement's
 * opening balance plus its turnover is its closing balance). A file may hold several statements.
 * The `:86:` details of German banks are structured (`?20`–`?29` purpose lines with the SEPA
 * keywords `EREF+`, `SVWZ+`…, `?30` BIC, `?31` IBAN, `?32`/`?33` name): the remittance text is
 * the `SVWZ+` part, the end-to-end id the `EREF+` part.
 */
import { parse, type SwiftTransaction } from '@centrapay/swift-parser';
import { clean, isoDay, StatementFormatError, type StatementItem, type StatementPeriod } from './types';

const SEPA_KEYWORDS = ['EREF', 'KREF', 'MREF', 'CRED', 'DEBT', 'SVWZ', 'ABWA', 'ABWE', 'IBAN', 'BIC', 'COAM', 'OAMT'];

/** The purpose lines split by their SEPA keyword (`EREF+…SVWZ+…`); `SVWZ` also holds text without a keyword. */
function sepaParts(purpose: string): Record<string, string> {
  const parts: Record<string, string> = {};
  const pattern = new RegExp(`(${SEPA_KEYWORDS.join('|')})\\+`, 'g');
  const marks = [...purpose.matchAll(pattern)];
  if (marks.length === 0) return { SVWZ: purpose };
  const before = purpose.slice(0, marks[0].index).trim();
  if (before) parts.SVWZ = before;
  marks.forEach((mark, index) => {
    const end = index + 1 < marks.length ? marks[index + 1].index : purpose.length;
    const value = purpose.slice(mark.index! + mark[0].length, end).trim();
    parts[mark[1]] = parts[mark[1]] ? `${parts[mark[1]]} ${value}` : value;
  });
  return parts;
}

function details(transaction: SwiftTransaction) {
  const structured = transaction.structuredDetails;
  if (!structured || !Object.keys(structured).some((key) => /^\d\d$/.test(key))) {
    return { name: null, iban: null, bic: null, remittance: clean(transaction.details), endToEnd: null, text: null };
  }
  const purpose = Array.from({ length: 10 }, (_, i) => structured[String(20 + i)] ?? '').join('');
  const more = Array.from({ length: 6 }, (_, i) => structured[String(60 + i)] ?? '').join('');
  const parts = sepaParts(purpose + more);
  const endToEnd = parts.EREF && parts.EREF !== 'NOTPROVIDED' ? parts.EREF : null;
  return {
    name: clean(`${structured['32'] ?? ''}${structured['33'] ?? ''}`),
    iban: clean(structured['31']),
    bic: clean(structured['30']),
    remittance: clean(parts.SVWZ ?? null),
    endToEnd,
    text: clean(structured['00']),
  };
}

/** The 1-based line of each `:61:` tag in the text, in order. */
function transactionLines(data: string): number[] {
  const lines: number[] = [];
  data.split(/\r?\n/).forEach((line, index) => {
    if (line.startsWith(':61:')) lines.push(index + 1);
  });
  return lines;
}

/** Reads an MT940 file (the whole text: statements are small next to the upload limit). */
export function* readMt940(data: string, period: StatementPeriod = {}): Generator<StatementItem> {
  let statements;
  try {
    statements = parse({ type: 'mt940', data, validate: true });
  } catch (error) {
    throw new StatementFormatError(`Not a readable MT940 statement: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (statements.length === 0) throw new StatementFormatError('The MT940 file holds no statement');
  const lines = transactionLines(data);
  let index = 0;
  for (const statement of statements) {
    const from = isoDay(statement.openingBalanceDate);
    const to = isoDay(statement.closingBalanceDate);
    if (!period.from || from < period.from) period.from = from;
    if (!period.to || to > period.to) period.to = to;
    for (const transaction of statement.transactions) {
      const line = lines[index++] ?? 0;
      const parts = details(transaction);
      yield {
        line,
        account: statement.accountIdentification,
        bookingDate: isoDay(transaction.entryDate ?? transaction.date),
        valueDate: isoDay(transaction.date),
        amount: transaction.amount.toFixed(),
        currency: transaction.currency || statement.currency,
        counterpartyName: parts.name,
        counterpartyIban: parts.iban,
        counterpartyBic: parts.bic,
        remittance: parts.remittance,
        endToEndId: parts.endToEnd,
        bankReference: clean(transaction.bankReference) ?? (transaction.reference !== 'NONREF' ? clean(transaction.reference) : null),
        bookingText: parts.text,
      };
    }
  }
}
