import { subtractExact, sumExact } from '../../../resources/decimal';

describe('exact decimal sums', () => {
  it('adds amounts as written, not as binary fractions', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumExact([0.1, 0.2])).toBe(0.3);
    expect(sumExact(Array(6).fill(27.75))).toBe(166.5);
    expect(sumExact([18.512, 0.008, null, undefined])).toBe(18.52);
    expect(sumExact([])).toBe(0);
  });

  it('keeps every decimal of the most precise amount, and large amounts', () => {
    expect(sumExact([1e-7, 1])).toBe(1.0000001);
    expect(sumExact([999_999_999_999.99, 0.01])).toBe(1_000_000_000_000);
  });

  it('subtracts exactly, below zero too', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(subtractExact(0.3, 0.1)).toBe(0.2);
    expect(subtractExact(113.78, 165)).toBe(-51.22);
  });
});
