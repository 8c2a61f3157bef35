process.env.TZ = 'Europe/Berlin';

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TIME_FRAME_PRESETS,
  TIME_FRAME_VALUES,
  encodeCustomRange,
  isTimeFrameValue,
  parseCustomRange,
  resolveTimeFrame,
  type TimeFramePreset,
  type TimeFrameRange,
} from '../../../src/widgets/timeFrame';

/** Wednesday 2025-05-14 10:15:30.500 in Berlin (CEST, UTC+2). */
const NOW = '2025-05-14T08:15:30.500Z';

const EXPECTED: Record<TimeFramePreset, TimeFrameRange> = {
  any: {},
  custom: {},
  today: { from: '2025-05-13T22:00:00.000Z', to: '2025-05-14T21:59:59.999Z' },
  yesterday: { from: '2025-05-12T22:00:00.000Z', to: '2025-05-13T21:59:59.999Z' },
  tomorrow: { from: '2025-05-14T22:00:00.000Z', to: '2025-05-15T21:59:59.999Z' },
  '2daysago': { from: '2025-05-11T22:00:00.000Z', to: '2025-05-12T21:59:59.999Z' },
  '3daysago': { from: '2025-05-10T22:00:00.000Z', to: '2025-05-11T21:59:59.999Z' },
  last30min: { from: '2025-05-14T07:45:30.500Z', to: NOW },
  last1hour: { from: '2025-05-14T07:15:30.500Z', to: NOW },
  last6hours: { from: '2025-05-14T02:15:30.500Z', to: NOW },
  last24hours: { from: '2025-05-13T08:15:30.500Z', to: NOW },
  last3days: { from: '2025-05-11T08:15:30.500Z', to: NOW },
  last7days: { from: '2025-05-07T08:15:30.500Z', to: NOW },
  last30days: { from: '2025-04-14T08:15:30.500Z', to: NOW },
  next6hours: { from: NOW, to: '2025-05-14T14:15:30.500Z' },
  next24hours: { from: NOW, to: '2025-05-15T08:15:30.500Z' },
  next3days: { from: NOW, to: '2025-05-17T08:15:30.500Z' },
  next7days: { from: NOW, to: '2025-05-21T08:15:30.500Z' },
  next30days: { from: NOW, to: '2025-06-13T08:15:30.500Z' },
  currentWeek: { from: '2025-05-11T22:00:00.000Z', to: '2025-05-18T21:59:59.999Z' },
  currentMonth: { from: '2025-04-30T22:00:00.000Z', to: '2025-05-31T21:59:59.999Z' },
  currentQuarter: { from: '2025-03-31T22:00:00.000Z', to: '2025-06-30T21:59:59.999Z' },
  currentYear: { from: '2024-12-31T23:00:00.000Z', to: '2025-12-31T22:59:59.999Z' },
  previousWeek: { from: '2025-05-04T22:00:00.000Z', to: '2025-05-11T21:59:59.999Z' },
  previousMonth: { from: '2025-03-31T22:00:00.000Z', to: '2025-04-30T21:59:59.999Z' },
  previousQuarter: { from: '2024-12-31T23:00:00.000Z', to: '2025-03-31T21:59:59.999Z' },
  previousYear: { from: '2023-12-31T23:00:00.000Z', to: '2024-12-31T22:59:59.999Z' },
  upToDate: { to: NOW },
  past: { from: '2022-05-14T08:15:30.500Z', to: NOW },
  future: { from: NOW, to: '2028-05-14T08:15:30.500Z' },
  todayOrLater: { from: '2025-05-13T22:00:00.000Z' },
  todayOrBefore: { to: '2025-05-14T21:59:59.999Z' },
  minus24hoursOrLater: { from: '2025-05-13T08:15:30.500Z' },
  plus24hoursOrBefore: { to: '2025-05-15T08:15:30.500Z' },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('resolveTimeFrame', () => {
  it('runs in the Berlin time zone', () => {
    expect(new Date(NOW).getTimezoneOffset()).toBe(-120);
  });

  it('has an expectation for every preset', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...TIME_FRAME_VALUES].sort());
  });

  it.each(TIME_FRAME_VALUES)('resolves %s against the system clock', (value) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(NOW));
    expect(resolveTimeFrame(value)).toEqual(EXPECTED[value]);
  });

  it.each(TIME_FRAME_VALUES)('resolves %s against an explicit now', (value) => {
    expect(resolveTimeFrame(value, new Date(NOW))).toEqual(EXPECTED[value]);
  });

  describe('around the spring DST change (Sunday 2025-03-30, 23-hour day)', () => {
    const now = new Date('2025-03-30T10:00:00.000Z'); // 12:00 CEST
    it.each<[string, TimeFrameRange]>([
      ['today', { from: '2025-03-29T23:00:00.000Z', to: '2025-03-30T21:59:59.999Z' }],
      ['yesterday', { from: '2025-03-28T23:00:00.000Z', to: '2025-03-29T22:59:59.999Z' }],
      ['last24hours', { from: '2025-03-29T10:00:00.000Z', to: '2025-03-30T10:00:00.000Z' }],
      ['last3days', { from: '2025-03-27T11:00:00.000Z', to: '2025-03-30T10:00:00.000Z' }],
      ['currentWeek', { from: '2025-03-23T23:00:00.000Z', to: '2025-03-30T21:59:59.999Z' }],
      ['currentMonth', { from: '2025-02-28T23:00:00.000Z', to: '2025-03-31T21:59:59.999Z' }],
      ['previousQuarter', { from: '2024-09-30T22:00:00.000Z', to: '2024-12-31T22:59:59.999Z' }],
      ['next7days', { from: '2025-03-30T10:00:00.000Z', to: '2025-04-06T10:00:00.000Z' }],
    ])('%s', (value, expected) => {
      expect(resolveTimeFrame(value, now)).toEqual(expected);
    });
  });

  describe('around the autumn DST change (Sunday 2025-10-26, 25-hour day)', () => {
    const now = new Date('2025-10-25T10:00:00.000Z'); // Saturday 12:00 CEST
    it.each<[string, TimeFrameRange]>([
      ['tomorrow', { from: '2025-10-25T22:00:00.000Z', to: '2025-10-26T22:59:59.999Z' }],
      ['next24hours', { from: '2025-10-25T10:00:00.000Z', to: '2025-10-26T10:00:00.000Z' }],
      ['next3days', { from: '2025-10-25T10:00:00.000Z', to: '2025-10-28T11:00:00.000Z' }],
      ['currentWeek', { from: '2025-10-19T22:00:00.000Z', to: '2025-10-26T22:59:59.999Z' }],
      ['todayOrBefore', { to: '2025-10-25T21:59:59.999Z' }],
    ])('%s', (value, expected) => {
      expect(resolveTimeFrame(value, now)).toEqual(expected);
    });
  });

  describe('week boundaries (weeks start on Monday)', () => {
    it('Monday 00:00 starts a new week', () => {
      const monday = new Date('2025-05-11T22:00:00.000Z');
      expect(resolveTimeFrame('currentWeek', monday).from).toBe('2025-05-11T22:00:00.000Z');
      expect(resolveTimeFrame('previousWeek', monday)).toEqual({
        from: '2025-05-04T22:00:00.000Z',
        to: '2025-05-11T21:59:59.999Z',
      });
    });
    it('Sunday 23:59:59.999 still belongs to the week that started on Monday', () => {
      const sunday = new Date('2025-05-18T21:59:59.999Z');
      expect(resolveTimeFrame('currentWeek', sunday)).toEqual({
        from: '2025-05-11T22:00:00.000Z',
        to: '2025-05-18T21:59:59.999Z',
      });
    });
  });

  describe('quarter and year boundaries', () => {
    it('the last millisecond of March is in Q1', () => {
      expect(resolveTimeFrame('currentQuarter', new Date('2025-03-31T21:59:59.999Z'))).toEqual({
        from: '2024-12-31T23:00:00.000Z',
        to: '2025-03-31T21:59:59.999Z',
      });
    });
    it('1 April 00:00 is in Q2, and the previous quarter is Q1', () => {
      const april = new Date('2025-03-31T22:00:00.000Z');
      expect(resolveTimeFrame('currentQuarter', april).from).toBe('2025-03-31T22:00:00.000Z');
      expect(resolveTimeFrame('previousQuarter', april)).toEqual({
        from: '2024-12-31T23:00:00.000Z',
        to: '2025-03-31T21:59:59.999Z',
      });
    });
    it('in January the previous month and quarter are in the previous year', () => {
      const january = new Date('2025-01-10T11:00:00.000Z');
      expect(resolveTimeFrame('previousMonth', january)).toEqual({
        from: '2024-11-30T23:00:00.000Z',
        to: '2024-12-31T22:59:59.999Z',
      });
      expect(resolveTimeFrame('previousQuarter', january)).toEqual({
        from: '2024-09-30T22:00:00.000Z',
        to: '2024-12-31T22:59:59.999Z',
      });
    });
    it('past and future from 29 February land on 28 February', () => {
      const leapDay = new Date('2024-02-29T11:00:00.000Z');
      expect(resolveTimeFrame('past', leapDay).from).toBe('2021-02-28T11:00:00.000Z');
      expect(resolveTimeFrame('future', leapDay).to).toBe('2027-02-28T11:00:00.000Z');
    });
    it('last30days across the spring change keeps the clock time', () => {
      expect(resolveTimeFrame('last30days', new Date('2025-04-10T10:00:00.000Z')).from).toBe('2025-03-11T11:00:00.000Z');
    });
  });

  it('resolves unknown values to an open range', () => {
    expect(resolveTimeFrame('nonsense', new Date(NOW))).toEqual({});
    expect(resolveTimeFrame('from_x_to_y', new Date(NOW))).toEqual({});
  });
});

describe('custom ranges', () => {
  const from = new Date('2025-05-01T08:00:00.000Z');
  const to = new Date('2025-05-02T21:59:59.999Z');

  it('are stored as from_{ISO}_to_{ISO}', () => {
    expect(encodeCustomRange(from, to)).toBe('from_2025-05-01T08:00:00.000Z_to_2025-05-02T21:59:59.999Z');
  });
  it('parse back to the same pair', () => {
    expect(parseCustomRange(encodeCustomRange(from, to))).toEqual({ from, to });
  });
  it('resolve to that pair whatever the clock', () => {
    expect(resolveTimeFrame(encodeCustomRange(from, to), new Date(NOW))).toEqual({
      from: '2025-05-01T08:00:00.000Z',
      to: '2025-05-02T21:59:59.999Z',
    });
  });
  it('reject malformed values', () => {
    expect(parseCustomRange('today')).toBeUndefined();
    expect(parseCustomRange('from_2025-05-01T08:00:00.000Z')).toBeUndefined();
    expect(parseCustomRange('from_bad_to_2025-05-01T08:00:00.000Z')).toBeUndefined();
  });
  it('count as time-frame values', () => {
    expect(isTimeFrameValue(encodeCustomRange(from, to))).toBe(true);
    expect(isTimeFrameValue('last24hours')).toBe(true);
    expect(isTimeFrameValue('nonsense')).toBe(false);
    expect(isTimeFrameValue(3)).toBe(false);
  });
});

describe('TIME_FRAME_PRESETS', () => {
  const contexts = Object.keys(TIME_FRAME_PRESETS);

  it('covers every context', () => {
    expect(contexts.sort()).toEqual([
      'accountHistory',
      'activityLog',
      'betslipDay',
      'betslips',
      'dashboard',
      'matchDay',
      'matches',
      'payments',
      'players',
      'revenue',
    ]);
  });
  it.each(contexts)('%s starts with any, ends with custom and lists known presets once', (context) => {
    const presets = TIME_FRAME_PRESETS[context as keyof typeof TIME_FRAME_PRESETS];
    expect(presets[0]).toBe('any');
    expect(presets[presets.length - 1]).toBe('custom');
    expect(new Set(presets).size).toBe(presets.length);
    for (const preset of presets) expect(TIME_FRAME_VALUES).toContain(preset);
  });
  it('offers last24hours to betslips (their default)', () => {
    expect(TIME_FRAME_PRESETS.betslips).toContain('last24hours');
  });
});
