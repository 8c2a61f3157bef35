import { CRLF, cellText, csvField, csvRecord, toCsv } from '../../../src/widgets/csv';
import { CsvInterruptedError, createRecordCounter, readCsvResponse } from '../../../src/widgets/csvStream';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1234', "'+1234"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['\r=1', '"\'\r=1"'],
  ])('neutralises formula text %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves numbers and booleans as they are', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(true)).toBe('true');
  });

  it('writes empty, date and object values', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2025-05-14T08:00:00.000Z'))).toBe('2025-05-14T08:00:00.000Z');
    expect(csvField({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
    expect(cellText(['A', 'B'])).toBe('["A","B"]');
  });
});

describe('toCsv', () => {
  it('writes the header row from the labels and CRLF-terminated records', () => {
    expect(toCsv(['Id', 'Player, name'], [[1, 'Ann'], [2, '=evil']])).toBe(
      `Id,"Player, name"${CRLF}1,Ann${CRLF}2,'=evil${CRLF}`,
    );
  });
  it('writes only the header for no rows', () => {
    expect(toCsv(['Id'], [])).toBe(`Id${CRLF}`);
    expect(csvRecord([])).toBe(CRLF);
  });
});

describe('createRecordCounter', () => {
  it('counts line ends outside quoted fields, across chunks', () => {
    const count = createRecordCounter();
    expect(count('Id,Text\r\n1,"multi')).toBe(1);
    expect(count('\r\nline"\r\n2,x\r')).toBe(1);
    expect(count('\n')).toBe(1);
  });
});

describe('readCsvResponse', () => {
  const csv = toCsv(['Id', 'Text'], [[1, 'a\nb'], [2, 'c'], [3, 'd']]);
  const streamOf = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });

  it('reports records and bytes as chunks arrive and returns the whole file', async () => {
    const progress: number[] = [];
    const blob = await readCsvResponse(new Response(streamOf([csv.slice(0, 10), csv.slice(10)])), (p) =>
      progress.push(p.records),
    );
    expect(await blob.text()).toBe(csv);
    expect(progress.at(-1)).toBe(4);
    expect(progress.length).toBe(2);
  });

  it('a body that breaks off is an interruption with the records received, not a file', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(new TextEncoder().encode('Id\r\n1\r\n'));
    const reading = readCsvResponse(new Response(body), () => undefined);
    await Promise.resolve();
    controller.error(new TypeError('terminated'));
    const error = await reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvInterruptedError);
    expect((error as CsvInterruptedError).records).toBe(2);
  });

  it('fails on an HTTP error', async () => {
    await expect(readCsvResponse(new Response('nope', { status: 500 }), () => undefined)).rejects.toThrow('HTTP 500');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const pending = readCsvResponse(
      new Response(streamOf([csv])),
      () => controller.abort(),
      controller.signal,
    );
    await expect(pending).rejects.toThrow('cancelled');
  });
});
