/** The formatting module with a fixed clock and both debug states. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoneyText,
  formatNumber,
  setNumberLocale,
  truncateDecimals,
  truncateText,
} from '../../../src/format';
import { resetFlagsCache, setFlag } from '../../../src/flags/flags';

const store = new Map<string, string>();
beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  store.clear();
  resetFlagsCache();
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 2, 9, 18, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetFlagsCache();
});

describe('numbers', () => {
  it('have no grouping and up to 20 fraction digits', () => {
    expect(formatNumber(1234567.125)).toBe('1234567.125');
    expect(formatNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatNumber(-1e21)).toBe('-1000000000000000000000');
  });

  it("take the page language's decimal separator, as money does, and still no grouping", () => {
    expect(formatNumber(3427.5, false, 'de')).toBe('3427,5');
    expect(formatNumber(1234567.125, false, 'ru')).toBe('1234567,125');
    setNumberLocale('fr');
    try {
      expect(formatNumber(0.25, false)).toBe('0,25');
      expect(formatMoneyText(50000, 'EUR', false)).toBe('50000,00\u00a0EUR');
    } finally {
      setNumberLocale('en');
    }
    expect(formatMoneyText(1234.5, { code: 'EUR', currencySymbol: '€' }, false)).toBe('1234.50\u00a0€');
  });

  it('are wrapped in parentheses in debug mode', () => {
    setFlag('debug', true);
    expect(formatNumber(5)).toBe('(5)');
    expect(formatNumber(5, false)).toBe('5');
    expect(truncateDecimals(12.349, 2)).toBe('12.34');
  });
});

describe('date-times with a fixed clock', () => {
  it('show HH:mm today and dd/MM HH:mm on other days', () => {
    expect(formatDateTime(new Date(2025, 2, 9, 7, 5, 0))).toBe('07:05');
    expect(formatDateTime(new Date(2025, 2, 8, 23, 59, 0))).toBe('08/03 23:59');
    expect(formatDateTime(new Date(2024, 2, 9, 7, 5, 0))).toBe('09/03 07:05');
  });

  it('show yyyy-MM-dd HH:mm:ss in detail', () => {
    expect(formatDateTime(new Date(2025, 2, 8, 23, 59, 9), { detail: true })).toBe('2025-03-08 23:59:09');
    expect(formatDate('1990-04-02')).toBe('1990-04-02');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('truncate text with an ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc…');
  });
});
