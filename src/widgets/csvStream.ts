/**
 * Reads a CSV download as a stream, counting records as they arrive, so a long export shows
 * progress. Pure apart from the Web Streams and Blob APIs.
 */

/** Progress of a download: records received (header included) and bytes. */
export interface CsvProgress {
  records: number;
  bytes: number;
}

/** The download broke off before the server finished the file: nothing is saved. */
export class CsvInterruptedError extends Error {
  constructor(
    /** Records received before the break (header included). */
    readonly records: number,
    cause: unknown,
  ) {
    super(`CSV export interrupted after ${records} records`, { cause });
    this.name = 'CsvInterruptedError';
  }
}

/** Counts CSV records in text fed in pieces: line ends outside quoted fields. */
export function createRecordCounter(): (text: string) => number {
  let inQuotes = false;
  return (text) => {
    let records = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (char === '"') inQuotes = !inQuotes;
      else if (char === '\n' && !inQuotes) records++;
    }
    return records;
  };
}

/**
 * Reads `response` to a CSV Blob, reporting progress after each chunk; throws on an HTTP error,
 * and a {@link CsvInterruptedError} when the body breaks off (the server aborts a failed export).
 */
export async function readCsvResponse(
  response: Response,
  onProgress: (progress: CsvProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  if (!response.ok) throw new Error(`CSV export failed: HTTP ${response.status}`);
  const type = 'text/csv;charset=utf-8';
  if (!response.body) return new Blob([await response.text()], { type });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const count = createRecordCounter();
  const chunks: BlobPart[] = [];
  const progress: CsvProgress = { records: 0, bytes: 0 };
  const abort = () => void reader.cancel();
  signal?.addEventListener('abort', abort);
  try {
    for (;;) {
      let next: Awaited<ReturnType<typeof reader.read>>;
      try {
        next = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw new DOMException('CSV export cancelled', 'AbortError');
        throw new CsvInterruptedError(progress.records, error);
      }
      const { done, value } = next;
      if (signal?.aborted) throw new DOMException('CSV export cancelled', 'AbortError');
      if (done) break;
      chunks.push(value);
      progress.bytes += value.byteLength;
      progress.records += count(decoder.decode(value, { stream: true }));
      onProgress({ ...progress });
    }
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  return new Blob(chunks, { type });
}
