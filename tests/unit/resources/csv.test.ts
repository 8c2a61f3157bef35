import { z } from 'zod';
import {
  CSV_BOM,
  csvCellText,
  csvColumnOf,
  csvColumnsOf,
  csvDocument,
  csvHeaderRecord,
  csvQuote,
  csvRecord,
  csvSeparatorOf,
  decimalSeparatorOf,
  guardFormula,
  isTimeZone,
  truncateDecimals,
  zonedDateTime,
  type CsvFormat,
} from '../../../resources/csv';
import { activityLog } from '../../../resources/activityLog';
import { betslip } from '../../../resources/betslip';
import { getPath } from '../../../resources/model';

const english: CsvFormat = {
  separator: ',',
  decimal: '.',
  timeZone: 'UTC',
  central: false,
  booleanLabels: { true: 'Yes', false: 'No' },
  enumLabel: (name, value) => `${name}:${value}`,
};
const german: CsvFormat = {
  ...english,
  separator: ';',
  decimal: ',',
  timeZone: 'Europe/Berlin',
  booleanLabels: { true: 'Ja', false: 'Nein' },
};

describe('separators of a language', () => {
  it('a semicolon where the decimal separator is a comma', () => {
    expect(['en', 'de', 'fr', 'tr', 'ro', 'hr', 'ru'].map((l) => [decimalSeparatorOf(l), csvSeparatorOf(l)])).toEqual([
      ['.', ','],
      [',', ';'],
      [',', ';'],
      [',', ';'],
      [',', ';'],
      [',', ';'],
      [',', ';'],
    ]);
    expect(csvSeparatorOf('pseudo')).toBe(',');
  });
});

describe('fields', () => {
  it.each([
    ['plain', ',', 'plain'],
    ['a,b', ',', '"a,b"'],
    ['a,b', ';', 'a,b'],
    ['a;b', ';', '"a;b"'],
    ['say "hi"', ';', '"say ""hi"""'],
    ['line\nbreak', ',', '"line\nbreak"'],
    ['carriage\rreturn', ',', '"carriage\rreturn"'],
    ['', ',', ''],
  ])('quotes %j with %j as %j', (text, separator, expected) => {
    expect(csvQuote(text, separator)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1234', "'+1234"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\r=1', "'\r=1"],
    ['safe=1', 'safe=1'],
  ])('neutralises formula text %j', (text, expected) => {
    expect(guardFormula(text)).toBe(expected);
  });

  it('records end with CRLF; the header is guarded and quoted', () => {
    expect(csvRecord(['1', 'a;b'], ';')).toBe('1;"a;b"\r\n');
    expect(csvHeaderRecord(['=Id', 'Player, name'], ',')).toBe(`'=Id,"Player, name"\r\n`);
    expect(csvRecord([], ',')).toBe('\r\n');
  });
});

describe('values', () => {
  it('amounts: cut to two decimals, the language decimal separator, no grouping, no -0', () => {
    expect(truncateDecimals(1234567.129, 2)).toBe('1234567.12');
    expect(truncateDecimals(5, 2, ',')).toBe('5,00');
    expect(truncateDecimals(-12.349, 2)).toBe('-12.34');
    expect(truncateDecimals(-0.004, 2)).toBe('0.00');
    expect(truncateDecimals(0.1 + 0.2, 2)).toBe('0.30');
    expect(truncateDecimals(12.3456, 0)).toBe('12');
  });

  it('date-times in the time zone, spreadsheet-readable', () => {
    expect(zonedDateTime('2025-03-30T01:30:00.123Z', 'Europe/Berlin')).toBe('2025-03-30 03:30:00');
    expect(zonedDateTime('2025-01-05T23:59:59.999Z', 'UTC')).toBe('2025-01-05 23:59:59');
    expect(zonedDateTime('2025-01-05T00:00:00Z', 'America/New_York')).toBe('2025-01-04 19:00:00');
    expect(zonedDateTime('nope', 'UTC')).toBeUndefined();
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });

  it('each kind as the screens read it', () => {
    const cell = (kind: Parameters<typeof csvCellText>[0], value: unknown, format = english) => csvCellText(kind, value, format);
    expect(cell({ source: 'x', kind: 'integer' }, 42)).toBe('42');
    expect(cell({ source: 'x', kind: 'amount', decimals: 2 }, 10.5, german)).toBe('10,50');
    expect(cell({ source: 'x', kind: 'dateTime' }, '2025-07-01T10:00:00Z', german)).toBe('2025-07-01 12:00:00');
    expect(cell({ source: 'x', kind: 'date' }, '2025-07-01')).toBe('2025-07-01');
    expect(cell({ source: 'x', kind: 'boolean' }, true, german)).toBe('Ja');
    expect(cell({ source: 'x', kind: 'boolean' }, false)).toBe('No');
    expect(cell({ source: 'x', kind: 'enum', enumName: 'userState' }, 'ENABLED')).toBe('userState:ENABLED');
    expect(cell({ source: 'x', kind: 'text' }, '-5 minus')).toBe("'-5 minus");
    expect(cell({ source: 'x', kind: 'amount' }, -5)).toBe('-5.00');
    expect(cell({ source: 'x', kind: 'text' }, null)).toBe('');
    const user = { userRealm: 'office', userUsername: 'ann' };
    expect(cell({ source: 'x', kind: 'user' }, user)).toBe('ann');
    expect(cell({ source: 'x', kind: 'user' }, user, { ...english, central: true })).toBe('office:ann');
  });
});

describe('columns from the declarations', () => {
  it('betslips: the ticket icon column is left out, max win keeps its two decimals, enums and dates are typed', () => {
    const columns = csvColumnsOf(betslip.schema, betslip.list.columns);
    expect(columns.filter((c) => c.source === 'id')).toHaveLength(1);
    expect(columns.find((c) => c.source === 'maxWinValue')).toEqual({ source: 'maxWinValue', kind: 'amount', decimals: 2 });
    expect(columns.find((c) => c.source === 'totalStake')?.kind).toBe('amount');
    expect(columns.find((c) => c.source === 'combinations')?.kind).toBe('integer');
    expect(columns.find((c) => c.source === 'created')?.kind).toBe('dateTime');
    expect(columns.find((c) => c.source === 'betslipStatus.simpleStatus')).toEqual({
      source: 'betslipStatus.simpleStatus',
      kind: 'enum',
      enumName: 'betslipStatus',
    });
    expect(columns.find((c) => c.source === 'isCancelled')?.kind).toBe('boolean');
  });

  it('activity log users are users, not JSON', () => {
    expect(
      csvColumnOf(
        activityLog.schema,
        activityLog.list.columns.find((c) => c.source === 'userCode')!,
      )?.kind,
    ).toBe('user');
  });

  it('a money cell is an amount', () => {
    const schema = z.object({ balance: z.object({ value: z.number().int() }) });
    expect(csvColumnOf(schema, { source: 'balance.value', cell: 'money' })?.kind).toBe('amount');
  });
});

describe('csvDocument', () => {
  it('byte-order mark, header, one CRLF record per row', () => {
    const columns = [
      { source: 'id', kind: 'integer' as const },
      { source: 'stake', kind: 'amount' as const, decimals: 2 },
      { source: 'note', kind: 'text' as const },
    ];
    const rows = [
      { id: 1, stake: 1.5, note: 'a;b' },
      { id: 2, stake: null, note: '=evil' },
    ];
    expect(csvDocument(columns, ['Id', 'Einsatz', 'Notiz'], rows, getPath, german)).toBe(
      `${CSV_BOM}Id;Einsatz;Notiz\r\n1;1,50;"a;b"\r\n2;;'=evil\r\n`,
    );
  });
});
