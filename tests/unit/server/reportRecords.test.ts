/** COPY's CSV of a report batch turned into the report's records and the next batch's keyset position. */
import { describe, expect, it } from 'vitest';
import { reportRecords } from '../../../server/resource/reportSql';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const plain = { sort: 'timestamptz', id: 'integer' } as const;

describe('reportRecords', () => {
  it('ends records in CRLF, keeps a line feed inside quotes, and takes the two keyset fields off', () => {
    const csv = Buffer.from('1,"a\nb",x,2026-01-02 03:04:05+00,1\n2,"say ""hi""",,2026-01-01 00:00:00+00,2\n');
    const { text, records, last } = reportRecords(csv, ',', plain);
    expect(text).toBe('1,"a\nb",x\r\n2,"say ""hi""",\r\n');
    expect(records).toBe(2);
    expect(last).toEqual({ value: '2026-01-01 00:00:00+00', id: '2' });
  });

  it('reads the separator of the language, a NULL sort value, and hex keys of text columns back', () => {
    const csv = Buffer.from(`"x;y";1,5;${hex('b')};${hex('3')}\n"z";2,5;;${hex('7')}\n`);
    const { text, records, last } = reportRecords(csv, ';', { sort: 'text', id: 'text' });
    expect(text).toBe('"x;y";1,5\r\n"z";2,5\r\n');
    expect(records).toBe(2);
    expect(last).toEqual({ value: null, id: '7' });
    const quotedEmpty = reportRecords(Buffer.from(`a,"",${hex('Zoë, "the" one')}\n`), ',', { sort: 'text', id: 'text' });
    expect(quotedEmpty.last).toEqual({ value: '', id: 'Zoë, "the" one' });
  });

  it('answers no records and no position for an empty batch, and refuses a batch cut inside a record', () => {
    expect(reportRecords(Buffer.alloc(0), ',', plain)).toEqual({ text: '', records: 0, last: undefined });
    expect(() => reportRecords(Buffer.from('1,"open\n'), ',', plain)).toThrow(/inside a record/);
  });
});
