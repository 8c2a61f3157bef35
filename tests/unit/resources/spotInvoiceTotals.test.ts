/** Invoice totals: line nets rounded per line, VAT per rate over the rate's nets, half away from zero, in the currency's minor unit. */
import {
  currencyDigits,
  decimalPlaces,
  invoiceTotals,
  parseDecimal,
  roundDecimal,
  decimalText,
} from '../../../resources/spotInvoiceTotals';
import { SpotIncomingInvoiceInput, SpotSentInvoiceInput } from '../../../resources/spotInvoices';
import { draftInput, draftTotals, newDraft } from '../../../src/pages/spot/invoiceDraft';

const round = (text: string, digits: number) => decimalText(roundDecimal(parseDecimal(text), digits));

describe('decimal rounding', () => {
  it('rounds half away from zero', () => {
    expect(round('0.005', 2)).toBe('0.01');
    expect(round('0.004999', 2)).toBe('0.00');
    expect(round('-0.005', 2)).toBe('-0.01');
    expect(round('2.675', 2)).toBe('2.68'); // 2.675 as a float is 2.67499999…
    expect(round('1.5', 0)).toBe('2');
    expect(round('7', 2)).toBe('7.00');
  });

  it('reads numbers as written, without binary error', () => {
    expect(decimalText(parseDecimal(0.1))).toBe('0.1');
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(12.345)).toBe(3);
    expect(() => parseDecimal('1,5')).toThrow();
  });

  it('knows the minor units of currencies', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
    expect(currencyDigits('XXXXX')).toBe(2);
  });
});

describe('invoice totals', () => {
  it('rounds each line net to the cent', () => {
    const totals = invoiceTotals([{ quantity: 3, unitPrice: 0.333, vatRate: 19 }], 'EUR');
    expect(totals).toEqual({
      lines: ['1.00'],
      rates: [{ rate: '19', net: '1.00', vat: '0.19', gross: '1.19' }],
      net: '1.00',
      vat: '0.19',
      gross: '1.19',
    });
  });

  it('computes VAT once per rate, not per line (three lines of 0.10 at 19 %: 0.06, not 3 × 0.02)', () => {
    const line = { quantity: 1, unitPrice: 0.1, vatRate: 19 };
    const totals = invoiceTotals([line, line, line], 'EUR');
    expect(totals.rates).toEqual([{ rate: '19', net: '0.30', vat: '0.06', gross: '0.36' }]);
    expect(totals.gross).toBe('0.36');
  });

  it('groups by rate, highest first, reading 7 and 7.00 as one rate', () => {
    const totals = invoiceTotals(
      [
        { quantity: 12, unitPrice: 18.9, vatRate: 7 },
        { quantity: 1, unitPrice: 12.5, vatRate: 19 },
        { quantity: 2.5, unitPrice: 3.99, vatRate: '7.00' },
        { quantity: 1, unitPrice: 100, vatRate: 0 },
      ],
      'EUR',
    );
    expect(totals.lines).toEqual(['226.80', '12.50', '9.98', '100.00']);
    expect(totals.rates).toEqual([
      { rate: '19', net: '12.50', vat: '2.38', gross: '14.88' },
      // (226.80 + 9.98) × 7 % = 16.5746 → 16.57
      { rate: '7', net: '236.78', vat: '16.57', gross: '253.35' },
      { rate: '0', net: '100.00', vat: '0.00', gross: '100.00' },
    ]);
    expect(totals).toMatchObject({ net: '349.28', vat: '18.95', gross: '368.23' });
  });

  it('rounds a VAT amount of exactly half a cent up (1.50 at 19 % is 0.285)', () => {
    expect(invoiceTotals([{ quantity: 1, unitPrice: 1.5, vatRate: 19 }], 'EUR').rates[0].vat).toBe('0.29');
    expect(invoiceTotals([{ quantity: 1, unitPrice: 10.5, vatRate: 5.5 }], 'EUR').rates[0]).toEqual({
      rate: '5.5',
      net: '10.50',
      vat: '0.58', // 0.5775
      gross: '11.08',
    });
  });

  it('sums amounts a binary float would get wrong', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; 1.005 × 1000 in floats is 1004.9999…
    const totals = invoiceTotals(
      [
        { quantity: 1, unitPrice: 0.1, vatRate: 0 },
        { quantity: 1, unitPrice: 0.2, vatRate: 0 },
        { quantity: 1000, unitPrice: 1.005, vatRate: 0 },
      ],
      'EUR',
    );
    expect(totals.lines).toEqual(['0.10', '0.20', '1005.00']);
    expect(totals.net).toBe('1005.30');
  });

  it('uses the currency’s minor unit (JPY has none, BHD three)', () => {
    expect(invoiceTotals([{ quantity: 3, unitPrice: 333.5, vatRate: 10 }], 'JPY')).toMatchObject({
      lines: ['1001'],
      vat: '100',
      gross: '1101',
    });
    expect(invoiceTotals([{ quantity: 1, unitPrice: 1.2345, vatRate: 10 }], 'BHD')).toMatchObject({ lines: ['1.235'], vat: '0.124' });
  });

  it('handles large amounts exactly', () => {
    const totals = invoiceTotals([{ quantity: 999_999, unitPrice: 999_999.9999, vatRate: 19 }], 'EUR');
    expect(totals.net).toBe('999998999900.00');
    expect(totals.vat).toBe('189999809981.00');
    expect(totals.gross).toBe('1189998809881.00');
  });
});

describe('invoice input', () => {
  const base = {
    entityId: 1,
    partnerId: 2,
    issueDate: '2026-03-01',
    dueDate: '2026-03-15',
    currency: 'EUR',
    lines: [{ description: 'Work', quantity: 1, unitPrice: 10, vatRate: 19 }],
  };
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuses no lines, a due date before the invoice date, too many decimals and a zero quantity', () => {
    expect(messages(SpotSentInvoiceInput.safeParse({ ...base, lines: [] }))).toEqual(['lines: app.spot.validation.invoiceLines']);
    expect(messages(SpotSentInvoiceInput.safeParse({ ...base, dueDate: '2026-02-28' }))).toEqual([
      'dueDate: app.spot.validation.dueBeforeIssue',
    ]);
    expect(
      messages(
        SpotSentInvoiceInput.safeParse({ ...base, lines: [{ description: 'x', quantity: 0, unitPrice: 1.23456, vatRate: 19.125 }] }),
      ),
    ).toEqual([
      'lines.0.quantity: app.validation.min',
      'lines.0.unitPrice: app.validation.decimals',
      'lines.0.vatRate: app.validation.decimals',
    ]);
  });

  it('asks an incoming invoice for the supplier’s number', () => {
    expect(messages(SpotIncomingInvoiceInput.safeParse(base))).toEqual(['number: Invalid input: expected string, received undefined']);
    expect(SpotIncomingInvoiceInput.safeParse({ ...base, number: 'RE-77' }).success).toBe(true);
  });

  it('reads the form’s text with a decimal comma and previews the same totals', () => {
    const draft = {
      ...newDraft(new Date('2026-03-01T12:00:00Z')),
      entityId: '1',
      partnerId: '2',
      lines: [
        { description: 'Kaffee', quantity: '2,5', unitPrice: '3,99', vatRate: '7' },
        { description: 'still typing', quantity: '1', unitPrice: '', vatRate: '19' },
      ],
    };
    expect(draft.dueDate).toBe('2026-03-15');
    expect(draftTotals(draft)).toMatchObject({ lines: ['9.98', ''], net: '9.98', vat: '0.70', gross: '10.68' });
    const input = draftInput(draft, false) as { lines: { quantity: number; unitPrice: number }[] };
    expect(input.lines[0]).toMatchObject({ quantity: 2.5, unitPrice: 3.99 });
    expect(SpotSentInvoiceInput.safeParse(input).success).toBe(false);
  });
});
