/** The payment matching engine: exact and likely matches, partial payments, several invoices, exclusions. */
import { matchPayments, NumberIndex, pairKey, type EngineInvoice, type EngineTransaction } from '../../../server/spot/matchEngine';

const tx = (id: number, amount: string, extra: Partial<EngineTransaction> = {}): EngineTransaction => ({
  id,
  entityId: 1,
  amount,
  allocated: '0',
  currency: 'EUR',
  bookingDate: '2030-03-10',
  remittance: null,
  counterpartyIban: null,
  ...extra,
});
const invoice = (id: number, open: string, extra: Partial<EngineInvoice> = {}): EngineInvoice => ({
  id,
  entityId: 1,
  kind: 'SENT',
  number: `2030-${String(id).padStart(5, '0')}`,
  currency: 'EUR',
  open,
  dueDate: '2030-04-01',
  partnerIbans: [],
  ...extra,
});

describe('invoice numbers in remittance texts', () => {
  const index = new NumberIndex();
  index.add(1, '2030-00042');
  index.add(2, 'LS-7');
  index.add(3, '1');
  it('finds a number as whole words, after a prefix of letters, and with other separators', () => {
    expect([...index.find('Rechnung Nr.2030-00042 danke')]).toEqual([1]);
    expect([...index.find('RE2030 00042')]).toEqual([1]);
    expect([...index.find('ls 7 und 2030/00042')].sort()).toEqual([1, 2]);
  });
  it('does not find a number inside a longer one, nor a number too short to name an invoice', () => {
    expect([...index.find('2030-000421')]).toEqual([]);
    expect([...index.find('12030-00042')]).toEqual([]);
    expect([...index.find('Position 1')]).toEqual([]);
  });
});

describe('matchPayments', () => {
  it('applies the number with the open amount exactly, in the direction and currency of the invoice', () => {
    const result = matchPayments([tx(10, '119.00', { remittance: 'RE 2030-00001' })], [invoice(1, '119.00')]);
    expect(result).toEqual([{ transactionId: 10, invoiceId: 1, amount: '119', kind: 'EXACT', reason: 'NUMBER_AND_AMOUNT' }]);
    // Money out does not pay a sent invoice; another currency or entity does not either.
    expect(matchPayments([tx(10, '-119.00', { remittance: 'RE 2030-00001' })], [invoice(1, '119.00')])).toEqual([]);
    expect(matchPayments([tx(10, '119.00', { remittance: 'RE 2030-00001', currency: 'CHF' })], [invoice(1, '119.00')])).toEqual([]);
    expect(matchPayments([tx(10, '119.00', { remittance: 'RE 2030-00001', entityId: 2 })], [invoice(1, '119.00')])).toEqual([]);
  });

  it('applies one payment naming several invoices to each when it is their sum, exactly in decimals', () => {
    const result = matchPayments(
      [tx(10, '0.30', { remittance: '2030-00001 2030-00002' })],
      [invoice(1, '0.10', { dueDate: '2030-01-01' }), invoice(2, '0.20')],
    );
    expect(result.map((a) => [a.invoiceId, a.amount, a.kind])).toEqual([
      [1, '0.1', 'EXACT'],
      [2, '0.2', 'EXACT'],
    ]);
  });

  it('proposes a partial payment naming the number, allocated in due-date order', () => {
    const result = matchPayments(
      [tx(10, '150.00', { remittance: '2030-00002, 2030-00001' })],
      [invoice(1, '100.00', { dueDate: '2030-01-01' }), invoice(2, '100.00', { dueDate: '2030-02-01' })],
    );
    expect(result.map((a) => [a.invoiceId, a.amount, a.kind, a.reason])).toEqual([
      [1, '100', 'LIKELY', 'NUMBER'],
      [2, '50', 'LIKELY', 'NUMBER'],
    ]);
  });

  it('applies the partner IBAN with the one invoice of that amount; proposes the oldest when several or another amount', () => {
    const ibans = ['DE15100100100000002222'];
    const incoming = (id: number, open: string, dueDate: string) =>
      invoice(id, open, { kind: 'INCOMING', partnerIbans: ibans, dueDate, number: null });
    const out = (id: number, amount: string) => tx(id, amount, { counterpartyIban: 'DE15 1001 0010 0000 0022 22' });
    expect(matchPayments([out(10, '-50.00')], [incoming(1, '50', '2030-02-01'), incoming(2, '70', '2030-01-01')])).toEqual([
      { transactionId: 10, invoiceId: 1, amount: '50', kind: 'EXACT', reason: 'IBAN_AND_AMOUNT' },
    ]);
    expect(matchPayments([out(10, '-50.00')], [incoming(1, '50', '2030-02-01'), incoming(2, '50', '2030-01-01')])).toEqual([
      { transactionId: 10, invoiceId: 2, amount: '50', kind: 'LIKELY', reason: 'IBAN_AND_AMOUNT' },
    ]);
    expect(matchPayments([out(10, '-20.00')], [incoming(1, '50', '2030-02-01'), incoming(2, '70', '2030-01-01')])).toEqual([
      { transactionId: 10, invoiceId: 2, amount: '20', kind: 'LIKELY', reason: 'IBAN' },
    ]);
  });

  it('proposes by the amount alone only when exactly one invoice is open for it', () => {
    expect(matchPayments([tx(10, '42.00')], [invoice(1, '42'), invoice(2, '43')])).toEqual([
      { transactionId: 10, invoiceId: 1, amount: '42', kind: 'LIKELY', reason: 'AMOUNT' },
    ]);
    expect(matchPayments([tx(10, '42.00')], [invoice(1, '42'), invoice(2, '42')])).toEqual([]);
  });

  it('takes what earlier exact matches paid off the invoice, and what a transaction allocated already off it', () => {
    const result = matchPayments(
      [tx(11, '100', { remittance: '2030-00001', bookingDate: '2030-03-11' }), tx(10, '100', { remittance: '2030-00001' })],
      [invoice(1, '100')],
    );
    expect(result).toEqual([{ transactionId: 10, invoiceId: 1, amount: '100', kind: 'EXACT', reason: 'NUMBER_AND_AMOUNT' }]);
    expect(matchPayments([tx(10, '150', { remittance: '2030-00001', allocated: '50' })], [invoice(1, '100')])).toMatchObject([
      { amount: '100', kind: 'EXACT' },
    ]);
    expect(matchPayments([tx(10, '100', { remittance: '2030-00001', allocated: '100' })], [invoice(1, '100')])).toEqual([]);
  });

  it('never offers an excluded pair (rejected or undone)', () => {
    const excluded = new Set([pairKey(10, 1)]);
    expect(matchPayments([tx(10, '119', { remittance: '2030-00001' })], [invoice(1, '119')], { excluded })).toEqual([]);
  });
});
