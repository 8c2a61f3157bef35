/**
 * The invoice form's state (text as typed) and the action input it stands for: numbers read with a
 * point or a comma, empty optional fields left out. Pure, so the form and its tests share it.
 */
import { invoiceTotals, type InvoiceTotals } from '../../../resources/spotInvoiceTotals';

export interface DraftLine {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
}

export interface InvoiceDraft {
  entityId: string;
  partnerId: string;
  costCenterId: string;
  number: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  note: string;
  lines: DraftLine[];
}

/** A new line: one unit at the standard rate of the entity's country (19 % for Germany). */
export const emptyLine = (vatRate = '19'): DraftLine => ({ description: '', quantity: '1', unitPrice: '', vatRate });

/** `yyyy-MM-dd` of a date, `days` later, in UTC. */
export function isoDay(from: Date, days = 0): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A fresh form: issued today, due in 14 days, one empty line. */
export function newDraft(today = new Date()): InvoiceDraft {
  return {
    entityId: '',
    partnerId: '',
    costCenterId: '',
    number: '',
    issueDate: isoDay(today),
    dueDate: isoDay(today, 14),
    currency: 'EUR',
    note: '',
    lines: [emptyLine()],
  };
}

/** A number as typed (`1.234,5` is not accepted: one decimal separator, point or comma); NaN when it is none. */
export function typedNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const id = (text: string) => (text === '' ? undefined : Number(text));

/** The action input of the form (validated by the action's schema before it is sent). */
export function draftInput(draft: InvoiceDraft, withNumber: boolean): Record<string, unknown> {
  return {
    entityId: id(draft.entityId),
    partnerId: id(draft.partnerId),
    ...(draft.costCenterId ? { costCenterId: Number(draft.costCenterId) } : {}),
    ...(withNumber ? { number: draft.number } : {}),
    issueDate: draft.issueDate,
    dueDate: draft.dueDate,
    currency: draft.currency,
    ...(draft.note.trim() ? { note: draft.note } : {}),
    lines: draft.lines.map((line) => ({
      description: line.description,
      quantity: typedNumber(line.quantity),
      unitPrice: typedNumber(line.unitPrice),
      vatRate: typedNumber(line.vatRate),
    })),
  };
}

/** The totals of the lines that can be read so far (a line still being typed counts as nothing). */
export function draftTotals(draft: InvoiceDraft): InvoiceTotals & { readable: boolean[] } {
  const readable = draft.lines.map((line) =>
    [line.quantity, line.unitPrice, line.vatRate].every((text) => Number.isFinite(typedNumber(text)) && typedNumber(text) >= 0),
  );
  const lines = draft.lines.filter((_, index) => readable[index]);
  const amounts = lines.map((line) => ({
    quantity: line.quantity.trim().replace(',', '.'),
    unitPrice: line.unitPrice.trim().replace(',', '.'),
    vatRate: line.vatRate.trim().replace(',', '.'),
  }));
  const totals = invoiceTotals(amounts, /^[A-Z]{3}$/.test(draft.currency) ? draft.currency : 'EUR');
  // Each line's net in the form's order, '' for a line not readable yet.
  let next = 0;
  return { ...totals, lines: readable.map((ok) => (ok ? totals.lines[next++] : '')), readable };
}
