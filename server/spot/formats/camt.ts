/**
 * ISO 20022 CAMT.053 (bank to customer statement, versions .001.02 to .001.13) read as a stream
 * with sax (strict mode: a truncated or malformed document is an error with its line). Each
 * `Stmt` may hold many `Ntry` elements; only the current entry is held in memory. Per entry: the
 * amount and `CdtDbtInd`, `Sts` (only BOOK is booked), booking and value date, the counterparty
 * (the debtor of a credit, the creditor of a debit; `Nm` directly or under `Pty`, as later versions
 * nest it), its IBAN and BIC, the unstructured remittance text (or the structured creditor
 * reference), the end-to-end id, and the bank's reference (`AcctSvcrRef`).
 */
import sax from 'sax';
import { clean, StatementFormatError, type StatementItem, type StatementPeriod } from './types';
import { realDay } from './types';

interface Node {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: Node[];
}

function child(node: Node | undefined, ...path: string[]): Node | undefined {
  let current = node;
  for (const name of path) {
    current = current?.children.find((candidate) => candidate.name === name);
    if (!current) return undefined;
  }
  return current;
}

function text(node: Node | undefined, ...path: string[]): string | undefined {
  const found = child(node, ...path);
  const value = found?.text.trim();
  return value ? value : undefined;
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/** The date of a `BookgDt`/`ValDt` (`Dt`, or the day of `DtTm`). */
function day(node: Node | undefined): string | undefined {
  const value = text(node, 'Dt') ?? text(node, 'DtTm')?.slice(0, 10);
  return value && realDay(value) ? value : undefined;
}

/** A party's name: `Nm` directly (.02) or under `Pty` (.08 and later). */
function partyName(party: Node | undefined): string | undefined {
  return text(party, 'Nm') ?? text(party, 'Pty', 'Nm');
}

function entryItem(entry: Node, line: number, account: string | undefined, currency: string | undefined): StatementItem {
  const amountNode = child(entry, 'Amt');
  const amountText = amountNode?.text.trim();
  const indicator = text(entry, 'CdtDbtInd');
  const status = text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');
  if (!amountText || !/^\d{1,18}(\.\d{1,5})?$/.test(amountText))
    return { line, reason: `Entry amount "${amountText ?? ''}" is not a number` };
  if (indicator !== 'CRDT' && indicator !== 'DBIT') return { line, reason: 'Entry has no credit/debit indicator (CdtDbtInd CRDT or DBIT)' };
  const bookingDate = day(child(entry, 'BookgDt')) ?? day(child(entry, 'ValDt'));
  if (!bookingDate) return { line, reason: 'Entry has no valid booking date (BookgDt)' };
  if (status && status !== 'BOOK') return { line, skip: `Entry status ${status}: not booked` };
  const reversal = text(entry, 'RvslInd') === 'true';
  const credit = (indicator === 'CRDT') !== reversal;
  const details = child(entry, 'NtryDtls');
  const transactions = details?.children.filter((node) => node.name === 'TxDtls') ?? [];
  const first = transactions[0];
  const parties = child(first, 'RltdPties');
  const side = indicator === 'CRDT' ? 'Dbtr' : 'Cdtr';
  const name = partyName(child(parties, side)) ?? partyName(child(parties, `Ultmt${side}`));
  const iban = text(parties, `${side}Acct`, 'Id', 'IBAN');
  const bic =
    text(child(first, 'RltdAgts'), `${side}Agt`, 'FinInstnId', 'BIC') ??
    text(child(first, 'RltdAgts'), `${side}Agt`, 'FinInstnId', 'BICFI');
  const remittanceParts = transactions.flatMap((tx) => {
    const info = child(tx, 'RmtInf');
    const free = info?.children.filter((node) => node.name === 'Ustrd').map((node) => node.text) ?? [];
    const reference = text(info, 'Strd', 'CdtrRefInf', 'Ref');
    return free.length ? free : reference ? [reference] : [];
  });
  const remittance = clean(remittanceParts.join(' ')) ?? clean(text(entry, 'AddtlNtryInf'));
  const endToEnd = text(first, 'Refs', 'EndToEndId');
  return {
    line,
    account,
    bookingDate,
    valueDate: day(child(entry, 'ValDt')) ?? null,
    amount: credit ? amountText : `-${amountText}`,
    currency: amountNode?.attrs.Ccy ?? currency ?? null,
    counterpartyName: clean(transactions.length > 1 ? (name ?? `${transactions.length} payments`) : name),
    counterpartyIban: transactions.length > 1 ? null : clean(iban),
    counterpartyBic: clean(bic),
    remittance,
    endToEndId: endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null,
    bankReference: clean(text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef')),
    bookingText: clean(text(entry, 'AddtlNtryInf')),
  };
}

/**
 * Reads a CAMT.053 document from text chunks; yields one item per entry. `period` is filled with
 * the statements' earliest and latest dates as they are read.
 */
export async function* readCamt053(chunks: AsyncIterable<string>, period: StatementPeriod = {}): AsyncGenerator<StatementItem> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: true });
  const ready: StatementItem[] = [];
  const stack: Node[] = [];
  let root: string | undefined;
  let statements = 0;
  let statementAccount: string | undefined;
  let statementCurrency: string | undefined;
  let entryLine = 0;
  let failure: Error | undefined;
  parser.onerror = (error) => {
    failure ??= new StatementFormatError(`The XML is not well-formed: ${error.message.split('\n')[0]}`, parser.line + 1);
    parser.error = null as unknown as Error;
  };
  parser.onopentag = (tag) => {
    const name = localName(tag.name);
    if (!root) {
      root = name;
      const namespace = Object.entries(tag.attributes).find(([key]) => key === 'xmlns' || key.startsWith('xmlns:'))?.[1];
      if (name !== 'Document' || (typeof namespace === 'string' && !namespace.includes('camt.053'))) {
        failure ??= new StatementFormatError('This XML file is not an ISO 20022 CAMT.053 bank statement');
      }
    }
    // Only statement headers (account, balances) and entries are collected.
    const parent = stack.at(-1);
    if (name === 'Stmt') {
      statements++;
      statementAccount = undefined;
      statementCurrency = undefined;
    }
    if (name === 'Ntry') entryLine = parser.line + 1;
    const collect = parent !== undefined || name === 'Ntry' || name === 'Acct' || name === 'FrToDt';
    if (!collect) return;
    const node: Node = {
      name,
      attrs: Object.fromEntries(Object.entries(tag.attributes).map(([key, value]) => [localName(key), String(value)])),
      text: '',
      children: [],
    };
    parent?.children.push(node);
    stack.push(node);
  };
  parser.ontext = (value) => {
    const node = stack.at(-1);
    if (node) node.text += value;
  };
  parser.oncdata = parser.ontext;
  parser.onclosetag = (qualified) => {
    const name = localName(qualified);
    const node = stack.at(-1);
    if (!node || node.name !== name) return;
    stack.pop();
    if (stack.length > 0) return;
    if (name === 'Acct') {
      statementAccount = text(node, 'Id', 'IBAN') ?? text(node, 'Id', 'Othr', 'Id');
      statementCurrency = text(node, 'Ccy');
    } else if (name === 'FrToDt') {
      const from = text(node, 'FrDtTm')?.slice(0, 10);
      const to = text(node, 'ToDtTm')?.slice(0, 10);
      if (from && (!period.from || from < period.from)) period.from = from;
      if (to && (!period.to || to > period.to)) period.to = to;
    } else if (name === 'Ntry') {
      ready.push(entryItem(node, entryLine, statementAccount, statementCurrency));
    }
  };
  for await (const chunk of chunks) {
    parser.write(chunk);
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  }
  parser.close();
  if (failure) throw failure;
  while (ready.length) yield ready.shift()!;
  if (!root) throw new StatementFormatError('The file is empty');
  if (statements === 0) throw new StatementFormatError('The CAMT.053 document holds no statement (Stmt)');
}
