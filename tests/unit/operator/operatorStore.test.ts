import { describe, expect, it } from 'vitest';
import { requireOperator, resolveOperator } from '../../../src/operator/operatorStore';
import { isOperatorEntry } from '../../../src/operator/isOperatorEntry';

describe('resolveOperator', () => {
  it('gives an operator role its own operator, whatever was chosen', () => {
    expect(resolveOperator({ role: 'operator', operatorCode: 'op2' }, 'op1')).toBe('op2');
  });

  it('gives the central role its choice, or its own code without one', () => {
    expect(resolveOperator({ role: 'central', operatorCode: 'hq' }, 'op3')).toBe('op3');
    expect(resolveOperator({ role: 'central', operatorCode: 'hq' }, null)).toBe('hq');
  });

  it('knows no operator before the role is known, and a data call says so instead of calling /undefined/', () => {
    expect(resolveOperator(undefined, null)).toBeUndefined();
    expect(resolveOperator({ role: 'unknown', operatorCode: null }, null)).toBeUndefined();
    expect(() => requireOperator(undefined, null)).toThrow(/operator is not known/);
  });
});

describe('isOperatorEntry', () => {
  it('reads the role of an operators-info entry, not its code', () => {
    expect(isOperatorEntry({ operatorCode: 'central', role: 'operator' })).toBe(true);
    expect(isOperatorEntry({ operatorCode: 'hq', role: 'central' })).toBe(false);
    expect(isOperatorEntry({ operatorCode: 'op1' })).toBe(true);
  });
});
