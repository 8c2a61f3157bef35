import { csvDataRows } from '../../../server/handlers/exports';
import { exportFileName, viewScope } from '../../../server/exports/exportJob';
import { fileSizeText } from '../../../src/resource-ui/cells/FileSizeCell';

describe('export files', () => {
  it('counts the data rows of a CSV text, the header not counted, with or without a final line break', () => {
    expect(csvDataRows('Date,Amount\r\n2026-01-02,10.00\r\n')).toBe(1);
    expect(csvDataRows('Date,Amount\n2026-01-02,10.00\n2026-01-03,5.00')).toBe(2);
    expect(csvDataRows('Date,Amount\r\n')).toBe(0);
  });

  it('names a server export after its list and the minute it was asked for (UTC)', () => {
    expect(exportFileName('players', new Date('2026-03-09T07:05:59Z'))).toBe('players-20260309-0705.csv');
  });

  it("reads a file's view as its scope: central spans every operator", () => {
    expect(viewScope('central')).toEqual({ operatorCode: null });
    expect(viewScope('op1')).toEqual({ operatorCode: 'op1' });
  });

  it('writes a size in the largest fitting unit of the language', () => {
    expect(fileSizeText(512, 'en-GB')).toBe('512 byte');
    expect(fileSizeText(1_250, 'en-GB')).toBe('1.3 kB');
    expect(fileSizeText(2_400_000, 'de-DE')).toBe('2,4 MB');
  });
});
