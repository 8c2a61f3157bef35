/** The statement readers on the shipped samples and on broken input; the text and amount rules they use. */
import { readFileSync } from 'node:fs';
import { inspectCsv, parseDate, readCsv } from '../../../server/spot/formats/csv';
import { readCamt053 } from '../../../server/spot/formats/camt';
import { readMt940 } from '../../../server/spot/formats/mt940';
import { detectFormat } from '../../../server/spot/formats/detect';
import type { StatementItem, StatementRow } from '../../../server/spot/formats/types';
import { nameKey, parseAmountText, rowFingerprint, validIban } from '../../../server/spot/text';

const sample = (name: string) => readFileSync(new URL(`../../../samples/spot/${name}`, import.meta.url));
async function* chunks(text: string, size = 700) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
async function collect(items: AsyncIterable<StatementItem> | Iterable<StatementItem>) {
  const out: StatementItem[] = [];
  for await (const item of items) out.push(item);
  return out;
}
const prints = (rows: StatementItem[]) => rows.map((row) => rowFingerprint(row as StatementRow)).sort();

describe('statement readers', () => {
  it('read the same twelve rows from the CSV, the CAMT.053 and the MT940 samples', async () => {
    const csvBytes = sample('sparkasse-sonnenberg-2025-03.csv');
    const { mapping, headers } = inspectCsv(csvBytes);
    expect(headers[14]).toBe('Betrag');
    const csv = await collect(readCsv(csvBytes, mapping));
    const period = {};
    const camt = await collect(readCamt053(chunks(sample('camt053-sonnenberg-2025-03.xml').toString('utf8')), period));
    const mt940 = await collect(readMt940(sample('mt940-sonnenberg-2025-03.sta').toString('utf8')));
    expect(csv).toHaveLength(12);
    expect(camt).toHaveLength(12);
    expect(period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(prints(csv)).toEqual(prints(camt));
    expect(prints(mt940)).toEqual(prints(camt));
    expect(camt[0]).toMatchObject({
      line: 31,
      account: 'DE89370400440532013000',
      amount: '2380.00',
      counterpartyIban: 'DE44500105175407324931',
      endToEndId: 'RE-2025-0412',
    });
    expect(mt940[1]).toMatchObject({
      account: '37040044/0532013000',
      amount: '-1450',
      counterpartyName: 'Immobilien Weber KG',
      remittance: 'Miete Maerz 2025 Lager Koepenick',
    });
  });

  it('name a broken file with its line', async () => {
    await expect(
      collect(readCamt053(chunks('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry>'))),
    ).rejects.toThrow(/not well-formed/);
    await expect(
      collect(readCamt053(chunks('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"></Document>'))),
    ).rejects.toThrow(/not an ISO 20022 CAMT.053/);
    expect(() => [...readMt940(':20:X\r\n:25:1/2\r\n:61:2503030303CR1,00NTRF\r\n')]).toThrow(/Not a readable MT940 statement/);
    expect(() => inspectCsv(Buffer.from('just one line of text'))).toThrow(/No columns found/);
  });

  it('tell the formats apart by their content', () => {
    expect(detectFormat(sample('camt053-sonnenberg-2025-03.xml'))).toBe('CAMT053');
    expect(detectFormat(sample('mt940-sonnenberg-2025-03.sta'))).toBe('MT940');
    expect(detectFormat(sample('sparkasse-sonnenberg-2025-03.csv'))).toBe('CSV');
  });
});

describe('amounts, dates, names and IBANs', () => {
  it.each([
    ['-1.450,00', ',', '-1450'],
    ['2380,00', ',', '2380'],
    ['1,234.56', '.', '1234.56'],
    ['12,00-', ',', '-12'],
    ['(3.50)', '.', '-3.5'],
    ['12.00 DR', '.', '-12'],
    ['€ 5,00', ',', '5'],
  ] as const)('reads %s with %s', (text, separator, expected) => expect(parseAmountText(text, separator)).toBe(expected));
  it.each(['abc', '1.2.3', '', '12,5.0'])('refuses %j', (text) => expect(parseAmountText(text, ',')).toBeUndefined());
  it('reads dates in their format and refuses days that do not exist', () => {
    expect(parseDate('14.03.25', 'dd.MM.yy')).toBe('2025-03-14');
    expect(parseDate('03/14/2025', 'MM/dd/yyyy')).toBe('2025-03-14');
    expect(parseDate('31.02.25', 'dd.MM.yy')).toBeUndefined();
  });
  it('normalises names and checks IBANs', () => {
    expect(nameKey('Müller & Söhne OHG')).toBe('mueller soehne');
    expect(nameKey('MUELLER + SOEHNE')).toBe('mueller soehne');
    expect(validIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(validIban('DE89370400440532013001')).toBeUndefined();
  });
});
