import { describe, expect, it } from 'vitest';
import { csvSeparator, neutraliseFormulas, UnreadableCsvError } from '../../../server/exports/uploadedCsv';

describe('an uploaded CSV', () => {
  it('is kept byte for byte when no cell starts like a formula, negative and signed numbers included', () => {
    for (const content of [
      'Date,Reference,Amount\r\n2026-01-02,REF-1,-10.00\r\n2026-01-03,REF-2,+12.50\r\n',
      '\uFEFFDatum;Betrag\n2026-01-02;-10,00\n',
      'a,b\r\n"quoted, with comma","say ""hi"""\r\n',
      'Name\tAmount\nx\t-1e3\n',
    ]) {
      expect(neutraliseFormulas(content)).toEqual({ content, guarded: 0 });
    }
  });

  it("gets every formula cell prefixed with ' as our exports do, in its own separator", () => {
    const { content, guarded } = neutraliseFormulas(
      'Name;Link;Amount\r\n=HYPERLINK("http://x","click");@SUM(A1);-5\r\n+cmd;"-2+3";"\tTab"\r\n',
    );
    expect(guarded).toBe(5);
    expect(content).toBe(`Name;Link;Amount\r\n"'=HYPERLINK(""http://x"",""click"")";'@SUM(A1);-5\r\n'+cmd;'-2+3;'\tTab\r\n`);
    // Written again, the file reads back as the guarded cells.
    expect(neutraliseFormulas(content)).toEqual({ content, guarded: 0 });
  });

  it('keeps its byte-order mark when written again', () => {
    expect(neutraliseFormulas('\uFEFFa,b\n=1+1,2\n').content).toBe("\uFEFFa,b\r\n'=1+1,2\r\n");
  });

  it('takes the separator its first line holds most of, outside quotes', () => {
    expect(csvSeparator('a;b;c\n1,2;3;4')).toBe(';');
    expect(csvSeparator('"a;b",c,d\n')).toBe(',');
    expect(csvSeparator('a\tb\n')).toBe('\t');
    expect(csvSeparator('single\n')).toBe(',');
  });

  it('is refused, naming the line, when it cannot be read as CSV', () => {
    let caught: unknown;
    try {
      neutraliseFormulas('a,b\n1,2\n"open,3\n');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnreadableCsvError);
    expect((caught as Error).message).toMatch(/^The file is not a readable CSV/);
  });
});
