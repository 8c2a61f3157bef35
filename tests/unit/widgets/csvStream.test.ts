import { CsvInterruptedError, createRecordCounter, readCsvResponse } from '../../../src/widgets/csvStream';

describe('createRecordCounter', () => {
  it('counts line ends outside quoted fields, across chunks', () => {
    const count = createRecordCounter();
    expect(count('Id,Text\r\n1,"multi')).toBe(1);
    expect(count('\r\nline"\r\n2,x\r')).toBe(1);
    expect(count('\n')).toBe(1);
  });
});

describe('readCsvResponse', () => {
  const csv = 'Id,Text\r\n1,"a\nb"\r\n2,c\r\n3,d\r\n';
  const streamOf = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });

  it('reports records and bytes as chunks arrive and returns the whole file', async () => {
    const progress: number[] = [];
    const blob = await readCsvResponse(new Response(streamOf([csv.slice(0, 10), csv.slice(10)])), (p) => progress.push(p.records));
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
    const pending = readCsvResponse(new Response(streamOf([csv])), () => controller.abort(), controller.signal);
    await expect(pending).rejects.toThrow('cancelled');
  });
});
