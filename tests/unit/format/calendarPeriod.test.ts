process.env.TZ = 'Europe/Berlin';
/** A report row's period in words (browser time zone): whole days, months and years by name, anything else as a date range. */
import { calendarPeriodText } from '../../../src/format/calendarPeriod';

/** A local instant (Berlin) as the API sends it. */
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms).toISOString();
const endOf = (y: number, m: number, d: number) => local(y, m, d, 23, 59, 59, 999);
/** The text with Intl's thin and narrow spaces as plain ones. */
const text = (...args: Parameters<typeof calendarPeriodText>) => calendarPeriodText(...args).replace(/\s/g, ' ');

describe('calendarPeriodText', () => {
  it('names a whole day, month and year', () => {
    expect(text({ start: local(2024, 6, 3), end: endOf(2024, 6, 3), period: 'DAY' }, 'en')).toBe('Jun 3, 2024');
    expect(text({ start: local(2024, 6, 1), end: endOf(2024, 6, 30), period: 'MONTH' }, 'de')).toBe('Juni 2024');
    expect(text({ start: local(2024, 1, 1), end: endOf(2024, 12, 31), period: 'YEAR' }, 'fr')).toBe('2024');
  });

  it('writes weeks, quarters and periods cut by the time frame as a range', () => {
    expect(text({ start: local(2024, 6, 3), end: endOf(2024, 6, 9), period: 'WEEK' }, 'en')).toBe('Jun 3 – 9, 2024');
    expect(text({ start: local(2024, 4, 1), end: endOf(2024, 6, 30), period: 'QUARTER' }, 'en')).toBe('Apr – Jun 2024');
    expect(text({ start: local(2024, 6, 10, 14, 30), end: endOf(2024, 6, 30), period: 'MONTH' }, 'en')).toBe('Jun 10 – 30, 2024');
    expect(text({ start: local(2024, 5, 20, 8), end: local(2024, 6, 2, 9), period: null }, 'ru')).toMatch(/20 мая.*2 июн/);
  });

  it('shows a day cut by the time frame as that day', () => {
    expect(text({ start: local(2024, 6, 3, 8, 15), end: local(2024, 6, 3, 12), period: 'DAY' }, 'en')).toBe('Jun 3, 2024');
  });
});
