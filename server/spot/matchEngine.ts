/**
 * The payment matching engine, a pure function: bank transactions against open invoices.
 *
 * A transaction pays an invoice of its own entity and currency in the invoice's direction (money
 * in pays a sent invoice, money out an incoming one). What it looks at, for the part of the
 * transaction not yet allocated:
 * - the invoice number in the remittance text (as a run of words: `RE 2026-00042`, `Nr.2026-00042`
 *   and `2026 00042` all name `2026-00042`; `2026-000421` does not);
 * - the counterparty IBAN among the invoice partner's IBANs;
 * - the amount equal to the invoice's open amount.
 *
 * Exact (applied at once): numbers found whose open amounts add up to the amount (one payment for
 * several invoices), or one of them whose open amount equals it, or the partner's IBAN with exactly
 * one of the partner's invoices open for that amount. Likely (proposed, with the reason): numbers
 * found with another amount (a partial payment, allocated in due-date order), the IBAN with several
 * invoices of that amount (the oldest) or with another amount (the oldest, partially), the amount
 * alone when exactly one invoice is open for it. Transactions are taken in booking order, and what
 * an exact match allocates is no longer open for the next one. Pairs staff rejected or undid are
 * never offered again.
 */
import BigNumber from 'bignumber.js';

export type MatchKind = 'EXACT' | 'LIKELY' | 'MANUAL';
export type MatchReason = 'NUMBER_AND_AMOUNT' | 'IBAN_AND_AMOUNT' | 'NUMBER' | 'IBAN' | 'AMOUNT' | 'MANUAL';

export interface EngineTransaction {
  id: number;
  entityId: number;
  /** Signed decimal text: money in positive, out negative. */
  amount: string;
  /** What applied matches already took of it (decimal text, not negative). */
  allocated: string;
  currency: string;
  bookingDate: string;
  remittance: string | null;
  counterpartyIban: string | null;
}

export interface EngineInvoice {
  id: number;
  entityId: number;
  kind: 'INCOMING' | 'SENT';
  number: string | null;
  currency: string;
  /** The amount still open (decimal text, more than 0). */
  open: string;
  dueDate: string;
  /** The partner's IBANs (normalised, no spaces). */
  partnerIbans: readonly string[];
}

export interface Allocation {
  transactionId: number;
  invoiceId: number;
  /** Decimal text, more than 0. */
  amount: string;
  kind: 'EXACT' | 'LIKELY';
  reason: MatchReason;
}

export interface EngineOptions {
  /** `transactionId:invoiceId` pairs not to offer (rejected proposals, undone matches). */
  excluded?: ReadonlySet<string>;
}

export const pairKey = (transactionId: number, invoiceId: number) => `${transactionId}:${invoiceId}`;

/** Upper-case letter and digit runs of a text (`Nr.2026-00042` → `NR`, `2026`, `00042`). */
export function words(text: string | null | undefined): string[] {
  if (!text) return [];
  return (
    text
      .normalize('NFKD')
      .toUpperCase()
      .match(/[A-Z0-9]+/g) ?? []
  );
}

/**
 * The words an invoice number is found by, or none when it is too weak to name one invoice (fewer
 * than 3 letters and digits, or no digit).
 */
export function numberWords(number: string | null): string[] {
  const parts = words(number);
  const joined = parts.join('');
  if (joined.length < 3 || !/[0-9]/.test(joined)) return [];
  return parts;
}

/**
 * The remittance's words with a prefix of letters cut from a word that goes on with digits
 * (`RE2026` is also `2026`), so a number written straight after `RE` or `Nr` is found.
 */
function remittanceWords(text: string | null): { word: string; alternatives: string[] }[] {
  return words(text).map((word) => {
    const cut = /^[A-Z]+([0-9][A-Z0-9]*)$/.exec(word);
    return { word, alternatives: cut ? [word, cut[1]] : [word] };
  });
}

/** An index of invoice numbers by their first word, for finding them in remittance texts. */
export class NumberIndex {
  private readonly byFirst = new Map<string, { invoiceId: number; parts: string[] }[]>();

  add(invoiceId: number, number: string | null) {
    const parts = numberWords(number);
    if (parts.length === 0) return;
    const list = this.byFirst.get(parts[0]) ?? [];
    list.push({ invoiceId, parts });
    this.byFirst.set(parts[0], list);
  }

  /** Ids of the invoices whose number the text contains as a run of whole words. */
  find(text: string | null): Set<number> {
    const found = new Set<number>();
    const tokens = remittanceWords(text);
    for (let i = 0; i < tokens.length; i++) {
      for (const first of tokens[i].alternatives) {
        for (const entry of this.byFirst.get(first) ?? []) {
          let ok = entry.parts.length <= tokens.length - i;
          for (let k = 1; ok && k < entry.parts.length; k++) ok = tokens[i + k].word === entry.parts[k];
          if (ok) found.add(entry.invoiceId);
        }
      }
    }
    return found;
  }
}

const byDue = (a: EngineInvoice, b: EngineInvoice) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id;

/** The invoice direction a transaction pays: money in pays sent invoices, money out incoming ones. */
export const paysKind = (amount: string): 'SENT' | 'INCOMING' => (new BigNumber(amount).gt(0) ? 'SENT' : 'INCOMING');

/**
 * The allocations for `transactions` against `invoices`. Exact ones reduce the invoices' open
 * amounts for the transactions after them; likely ones do not (they wait for staff).
 */
export function matchPayments(
  transactions: readonly EngineTransaction[],
  invoices: readonly EngineInvoice[],
  options: EngineOptions = {},
): Allocation[] {
  const excluded = options.excluded ?? new Set<string>();
  const open = new Map<number, BigNumber>();
  const byId = new Map<number, EngineInvoice>();
  const numbers = new NumberIndex();
  const byIban = new Map<string, EngineInvoice[]>();
  const byAmount = new Map<string, EngineInvoice[]>();
  // Candidates are grouped by what a transaction must share with them: entity, currency, direction.
  const group = (entityId: number, currency: string, kind: string) => `${entityId}|${currency}|${kind}`;
  for (const invoice of invoices) {
    const amount = new BigNumber(invoice.open);
    if (!amount.gt(0)) continue;
    open.set(invoice.id, amount);
    byId.set(invoice.id, invoice);
    numbers.add(invoice.id, invoice.number);
    const key = group(invoice.entityId, invoice.currency, invoice.kind);
    for (const iban of invoice.partnerIbans) {
      const list = byIban.get(`${key}|${iban}`) ?? [];
      list.push(invoice);
      byIban.set(`${key}|${iban}`, list);
    }
    const amountKey = `${key}|${amount.toFixed()}`;
    const list = byAmount.get(amountKey) ?? [];
    list.push(invoice);
    byAmount.set(amountKey, list);
  }

  const result: Allocation[] = [];
  const ordered = [...transactions].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.id - b.id);
  for (const transaction of ordered) {
    const rest = new BigNumber(transaction.amount).abs().minus(transaction.allocated);
    if (!rest.gt(0)) continue;
    const key = group(transaction.entityId, transaction.currency, paysKind(transaction.amount));
    const fits = (invoice: EngineInvoice) =>
      group(invoice.entityId, invoice.currency, invoice.kind) === key &&
      (open.get(invoice.id)?.gt(0) ?? false) &&
      !excluded.has(pairKey(transaction.id, invoice.id));
    const openOf = (invoice: EngineInvoice) => open.get(invoice.id)!;
    const allocate = (chosen: EngineInvoice[], kind: 'EXACT' | 'LIKELY', reason: MatchReason) => {
      let left = rest;
      for (const invoice of chosen) {
        if (!left.gt(0)) break;
        const amount = BigNumber.min(left, openOf(invoice));
        left = left.minus(amount);
        result.push({ transactionId: transaction.id, invoiceId: invoice.id, amount: amount.toFixed(), kind, reason });
        if (kind === 'EXACT') open.set(invoice.id, openOf(invoice).minus(amount));
      }
    };

    // 1. Invoice numbers in the remittance text.
    const named = [...numbers.find(transaction.remittance)]
      .map((id) => byId.get(id)!)
      .filter(fits)
      .sort(byDue);
    if (named.length > 0) {
      const total = named.reduce((sum, invoice) => sum.plus(openOf(invoice)), new BigNumber(0));
      if (total.eq(rest)) {
        allocate(named, 'EXACT', 'NUMBER_AND_AMOUNT');
        continue;
      }
      const equal = named.filter((invoice) => openOf(invoice).eq(rest));
      if (equal.length > 0) {
        allocate([equal[0]], equal.length === 1 ? 'EXACT' : 'LIKELY', 'NUMBER_AND_AMOUNT');
        continue;
      }
      allocate(named, 'LIKELY', 'NUMBER');
      continue;
    }

    // 2. The partner's IBAN.
    const iban = transaction.counterpartyIban?.replace(/\s+/g, '').toUpperCase();
    const partners = iban ? (byIban.get(`${key}|${iban}`) ?? []).filter(fits).sort(byDue) : [];
    if (partners.length > 0) {
      const equal = partners.filter((invoice) => openOf(invoice).eq(rest));
      if (equal.length === 1) allocate(equal, 'EXACT', 'IBAN_AND_AMOUNT');
      else if (equal.length > 1) allocate([equal[0]], 'LIKELY', 'IBAN_AND_AMOUNT');
      else allocate([partners[0]], 'LIKELY', 'IBAN');
      continue;
    }

    // 3. The amount alone, when only one invoice is open for it.
    const same = (byAmount.get(`${key}|${rest.toFixed()}`) ?? []).filter((invoice) => fits(invoice) && openOf(invoice).eq(rest));
    if (same.length === 1) allocate(same, 'LIKELY', 'AMOUNT');
  }
  return result;
}
