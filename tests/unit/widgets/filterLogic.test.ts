import { ANY, applyAnySelection, toAnySelection } from '../../../src/widgets/anySelection';
import { isVisibleTo } from '../../../src/widgets/audience';
import { applyPending, currentValue, isEmptyFilterValue, withPendingChange } from '../../../src/widgets/filterChanges';
import { MAX_INTEGER_FILTER, numberText, parseNumeric, parseRange } from '../../../src/widgets/numericFilter';
import { csvFileName } from '../../../src/widgets/saveFile';

describe('Any-exclusive selection', () => {
  it('choosing a value removes Any', () => {
    expect(applyAnySelection([], [ANY, 'WON'])).toEqual(['WON']);
  });
  it('choosing Any clears the other values', () => {
    expect(applyAnySelection(['WON', 'LOST'], ['WON', 'LOST', ANY])).toEqual([]);
  });
  it('an empty selection is Any', () => {
    expect(applyAnySelection(['WON'], [])).toEqual([]);
  });
  it('adds and removes ordinary values', () => {
    expect(applyAnySelection(['WON'], ['WON', 'LOST'])).toEqual(['WON', 'LOST']);
    expect(applyAnySelection(['WON', 'LOST'], ['LOST'])).toEqual(['LOST']);
  });
  it('shows Any for an absent or empty value', () => {
    expect(toAnySelection(undefined)).toEqual([ANY]);
    expect(toAnySelection([])).toEqual([ANY]);
    expect(toAnySelection(['WON'])).toEqual(['WON']);
  });
});

describe('numeric filters', () => {
  it('parses numbers at least the minimum', () => {
    expect(parseNumeric('')).toEqual({ kind: 'empty' });
    expect(parseNumeric(' 12.5 ')).toEqual({ kind: 'value', value: 12.5 });
    expect(parseNumeric('0')).toEqual({ kind: 'value', value: 0 });
    expect(parseNumeric('-1')).toEqual({ kind: 'error', error: 'app.filters.belowMin' });
    expect(parseNumeric('4', 5)).toEqual({ kind: 'error', error: 'app.filters.belowMin' });
    expect(parseNumeric('abc')).toEqual({ kind: 'error', error: 'app.filters.notANumber' });
    expect(parseNumeric('Infinity')).toEqual({ kind: 'error', error: 'app.filters.notANumber' });
  });
  it('takes whole numbers in the id range for integer filters (000 §5)', () => {
    const id = { min: 0, integer: true };
    expect(parseNumeric('42', id)).toEqual({ kind: 'value', value: 42 });
    expect(parseNumeric(' 7 ', id)).toEqual({ kind: 'value', value: 7 });
    expect(parseNumeric(String(MAX_INTEGER_FILTER), id)).toEqual({ kind: 'value', value: 2147483647 });
    expect(parseNumeric('1.5', id)).toEqual({ kind: 'error', error: 'app.filters.notAnInteger' });
    expect(parseNumeric('1e-3', id)).toEqual({ kind: 'error', error: 'app.filters.notAnInteger' });
    expect(parseNumeric('99999999999', id)).toEqual({ kind: 'error', error: 'app.filters.aboveMax' });
    expect(parseNumeric('2147483648', id)).toEqual({ kind: 'error', error: 'app.filters.aboveMax' });
    expect(parseNumeric('9007199254740993', id)).toEqual({ kind: 'error', error: 'app.filters.aboveMax' });
    expect(parseNumeric('-1', id)).toEqual({ kind: 'error', error: 'app.filters.belowMin' });
    // A plain numeric filter keeps fractions and large numbers.
    expect(parseNumeric('1.5', { min: 0 })).toEqual({ kind: 'value', value: 1.5 });
    expect(parseNumeric('99999999999')).toEqual({ kind: 'value', value: 99999999999 });
  });
  it('parses ranges', () => {
    expect(parseRange('', '')).toEqual({ ok: true, value: undefined });
    expect(parseRange('1', '')).toEqual({ ok: true, value: { from: 1 } });
    expect(parseRange('', '9')).toEqual({ ok: true, value: { to: 9 } });
    expect(parseRange('1', '9')).toEqual({ ok: true, value: { from: 1, to: 9 } });
    expect(parseRange('5', '5')).toEqual({ ok: true, value: { from: 5, to: 5 } });
    expect(parseRange('9', '1')).toEqual({ ok: false, to: 'app.filters.fromAfterTo' });
    expect(parseRange('-1', 'x')).toEqual({ ok: false, from: 'app.filters.belowMin', to: 'app.filters.notANumber' });
  });
  it('shows stored numbers as text', () => {
    expect(numberText(3)).toBe('3');
    expect(numberText(undefined)).toBe('');
  });
});

describe('filter changes', () => {
  it('treats undefined, null, empty text and empty arrays as no filter', () => {
    for (const value of [undefined, null, '', []]) expect(isEmptyFilterValue(value)).toBe(true);
    for (const value of [0, false, 'x', ['A']]) expect(isEmptyFilterValue(value)).toBe(false);
  });
  it('records a change with the filters it resets', () => {
    const pending = withPendingChange({}, 'status', ['WON'], ['fullStatus', 'settlement']);
    expect(pending).toEqual({ status: ['WON'], fullStatus: undefined, settlement: undefined });
    expect(applyPending({ fullStatus: ['A'], settlement: 'X', q: 'a' }, pending)).toEqual({ status: ['WON'], q: 'a' });
  });
  it('records an empty value as a removal, and reads pending values first', () => {
    const pending = withPendingChange({}, 'q', '');
    expect(currentValue({ q: 'old' }, pending, 'q')).toBeUndefined();
    expect(currentValue({ q: 'old' }, {}, 'q')).toBe('old');
    expect(applyPending({ q: 'old' }, pending)).toEqual({});
  });
});

describe('isVisibleTo', () => {
  it('shows unmarked items to everyone', () => {
    expect(isVisibleTo(undefined, undefined)).toBe(true);
  });
  it('matches the audience', () => {
    expect(isVisibleTo('central', { role: 'central' })).toBe(true);
    expect(isVisibleTo('central', { role: 'operator' })).toBe(false);
    expect(isVisibleTo('beta', { role: 'operator', beta: true })).toBe(true);
    expect(isVisibleTo('beta', { role: 'central' })).toBe(false);
    expect(isVisibleTo('debug', { role: 'central', debug: true })).toBe(true);
    expect(isVisibleTo('debug', undefined)).toBe(false);
  });
});

describe('csvFileName', () => {
  it('stamps the local date and time', () => {
    expect(csvFileName('betslips', new Date(2025, 4, 3, 7, 5))).toBe('betslips-20250503-0705.csv');
  });
});
