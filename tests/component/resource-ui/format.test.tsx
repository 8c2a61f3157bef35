import { formatDateTime, formatNumber, truncateText } from '../../../src/format';
import { isoDuration, needsConfirm } from '../../../src/resource-ui/actionInput';

describe('formats', () => {
  it('numbers have no grouping and up to 20 fraction digits', () => {
    expect(formatNumber(1234567.125)).toBe('1234567.125');
    expect(formatNumber(5, true)).toBe('(5)');
  });

  it('date-times: HH:mm today, dd/MM HH:mm otherwise, yyyy-MM-dd HH:mm:ss in detail', () => {
    const now = new Date(2025, 2, 9, 18, 0, 0);
    expect(formatDateTime(new Date(2025, 2, 9, 7, 5, 0), { now })).toBe('07:05');
    expect(formatDateTime(new Date(2025, 2, 8, 23, 59, 0), { now })).toBe('08/03 23:59');
    expect(formatDateTime(new Date(2025, 2, 8, 23, 59, 9), { detail: true })).toBe('2025-03-08 23:59:09');
  });

  it('truncates with an ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc…');
    expect(truncateText('abc', 3)).toBe('abc');
  });

  it('iso durations and the confirm rule', () => {
    expect(isoDuration(30, 'minutes')).toBe('PT30M');
    expect(isoDuration(2, 'days')).toBe('P2D');
    const spec = { confirmFields: ['disabledReason'], confirmUnless: { status: 'ENABLED' } } as never;
    expect(needsConfirm(spec, { status: 'ENABLED' })).toBe(false);
    expect(needsConfirm(spec, { status: 'LOCKED' })).toBe(true);
  });
});
