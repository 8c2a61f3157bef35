/** COPY's CSV of a report batch turned into the report's records and the next batch's keyset position. */
import { describe, expect, it } from 'vitest';
import { keysetAfter, reportRecords, type RecordLayout, type TextFinish } from '../../../server/resource/reportSql';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const plain = { sort: 'timestamptz', id: 'integer' } as const;
const text: TextFinish = {};
const layout = (separator: string, cells: RecordLayout['cells'], keys: RecordLayout['keys'] = plain): RecordLayout => ({
  separator,
  cells,
  keys,
});
const labels = (entries: Record<string, string>): TextFinish => ({
  labels: new Map(Object.entries(entries).map(([value, field]) => [Buffer.from(value).toString('latin1'), Buffer.from(field)])),
});

describe('reportRecords', () => {
  it('ends records in CRLF, keeps a line feed inside quotes, and takes the two keyset fields off', () => {
    const csv = Buffer.from('1,"a\nb",x,2026-01-02 03:04:05+00,1\n2,"say ""hi""",,2026-01-01 00:00:00+00,2\n');
    const columns = layout(',', [undefined, undefined, undefined]);
    const { text: out, records } = reportRecords(csv, columns);
    expect(out).toBe('1,"a\nb",x\r\n2,"say ""hi""",\r\n');
    expect(records).toBe(2);
    expect(keysetAfter(csv, columns)).toEqual({ value: '2026-01-01 00:00:00+00', id: '2' });
  });

  it('reads the separator of the language, a NULL sort value, and hex keys of text columns back', () => {
    const keys = { sort: 'text', id: 'text' } as const;
    const csv = Buffer.from(`"x;y";1,5;${hex('b')};${hex('3')}\n"z";2,5;;${hex('7')}\n`);
    const columns = layout(';', [text, undefined], keys);
    const { text: out, records } = reportRecords(csv, columns);
    expect(out).toBe('"x;y";1,5\r\n"z";2,5\r\n');
    expect(records).toBe(2);
    expect(keysetAfter(csv, columns)).toEqual({ value: null, id: '7' });
    const quotedEmpty = keysetAfter(Buffer.from(`a,"",${hex('Zoë, "the" one')}\n`), layout(',', [undefined], keys));
    expect(quotedEmpty).toEqual({ value: '', id: 'Zoë, "the" one' });
  });

  it('guards text a spreadsheet would run, quoted or not, and writes the empty text as an empty field', () => {
    const csv = Buffer.from('=1+2,"-a,b",+49 30,@x,"",,plain,-5,1,1\n"\tcmd","say ""=""",Zoë,"",x,"",-x,-7,1,2\n');
    const cells = [text, text, text, text, text, text, text, undefined];
    const { text: out, records } = reportRecords(csv, layout(',', cells));
    expect(out).toBe(`'=1+2,"'-a,b",'+49 30,'@x,,,plain,-5\r\n"'\tcmd","say ""=""",Zoë,,x,,'-x,-7\r\n`);
    expect(records).toBe(2);
  });

  it('writes an enum value as its finished label, and a value without one as guarded text', () => {
    const status = labels({ ENABLED: 'Enabled', LOCKED: '"Locked; for now"', ÜBER: 'Über' });
    const csv = Buffer.from('ENABLED;LOCKED;1;1\nÜBER;=SUM;1;2\n;"";1;3\n');
    const { text: out } = reportRecords(csv, layout(';', [status, status]));
    expect(out).toBe(`Enabled;"Locked; for now"\r\nÜber;'=SUM\r\n;\r\n`);
    // Labels longer than their values make the text longer than COPY's.
    const long = labels({ a: 'x'.repeat(5000) });
    const grown = reportRecords(Buffer.from('a,a,1,1\n'.repeat(3)), layout(',', [long, long]));
    expect(grown.text).toBe(`${'x'.repeat(5000)},${'x'.repeat(5000)}\r\n`.repeat(3));
  });

  it('finishes the whole records of a piece of a stream and leaves the record it is cut in, at any cut', () => {
    const csv = Buffer.from('=1,"a\nb ""c""",Zoë,1,1\nENABLED,"",x,1,2\n-2,"line\nfeed",y,1,3\n');
    const columns = layout(',', [text, labels({ ENABLED: 'Enabled' }), undefined]);
    const whole = reportRecords(csv, columns);
    expect(whole.records).toBe(3);
    for (let cut = 0; cut <= csv.length; cut++) {
      // The first piece's whole records, then the rest with the records after them.
      const first = reportRecords(csv.subarray(0, cut), columns, true);
      const rest = reportRecords(csv.subarray(first.consumed), columns);
      expect(first.text + rest.text).toBe(whole.text);
      expect(first.records + rest.records).toBe(3);
    }
    // A record without its keyset fields is wrong in a piece too.
    expect(() => reportRecords(Buffer.from('1,2\n3,4'), layout(',', [undefined]), true)).toThrow(/without its keyset fields/);
  });

  it('answers no records and no position for an empty batch, and refuses a batch cut inside a record', () => {
    expect(reportRecords(Buffer.alloc(0), layout(',', [undefined, undefined]))).toEqual({ text: '', records: 0, consumed: 0 });
    expect(keysetAfter(Buffer.alloc(0), layout(',', [undefined, undefined]))).toBeUndefined();
    expect(() => reportRecords(Buffer.from('1,"open\n'), layout(',', [undefined, undefined]))).toThrow(/inside a record/);
    expect(() => reportRecords(Buffer.from('1,2,3'), layout(',', [undefined]))).toThrow(/inside a record/);
    expect(() => reportRecords(Buffer.from('1,2\n'), layout(',', [undefined]))).toThrow(/without its keyset fields/);
    expect(() => reportRecords(Buffer.from('1,2\n'), layout(',', [text]))).toThrow(/without its keyset fields/);
    expect(() => reportRecords(Buffer.from('1,2,3\n'), layout(',', [text, undefined]))).toThrow(/without its keyset fields/);
  });
});
