import { describe, expect, it } from 'vitest';
import { customDateError, exclusionLimit, limitError, sessionMinutes, textError } from '../../../src/pages/limits/limitRules';
import { englishText } from '../../support/englishText';
import { activationTooltip } from '../../../src/pages/player/activation';
import { groupThousands, PRICING_PLANS } from '../../../src/pages/landing/landingContent';

describe('limit dialog rules', () => {
  it.each([
    ['', undefined, 'Limit should not be empty!'],
    ['-1', undefined, 'Limit should be positive!'],
    ['600', 500, 'Limit should be lower than the default!'],
  ])('limit %j (default %j): %s', (value, defaultLimit, message) => {
    expect(englishText(limitError(value, defaultLimit) ?? '')).toBe(message);
  });

  it('accepts a limit at the default, or any limit without one', () => {
    expect(limitError('500', 500)).toBeUndefined();
    expect(limitError('0')).toBeUndefined();
  });

  it('requires description and reason, at most 255', () => {
    expect(textError(' ')).toBe('app.validation.required');
    expect(textError('x'.repeat(256))).toBe('app.validation.maxLength');
    expect(textError('ok')).toBeUndefined();
  });

  it('bounds the custom exclusion date: today up to 1000 years ahead', () => {
    const now = new Date(2025, 4, 14);
    expect(customDateError('', now)).toBe('app.validation.required');
    expect(customDateError('2025-05-13', now)).toBe('app.limits.errors.beforeToday');
    expect(customDateError('2025-05-14', now)).toBeUndefined();
    expect(customDateError('3025-05-14', now)).toBeUndefined();
    expect(customDateError('3025-05-15', now)).toBe('app.limits.errors.tooFar');
  });

  it('sends the duration, indefinitely or the date', () => {
    expect(exclusionLimit('P7D', '')).toBe('P7D');
    expect(exclusionLimit('indefinitely', '')).toBe('indefinitely');
    expect(exclusionLimit('custom', '2030-01-01')).toBe('2030-01-01');
    expect(exclusionLimit('none', '')).toBeUndefined();
  });

  it('shows the session time limit divided by 3600', () => {
    expect(sessionMinutes(7200)).toBe(2);
  });
});

describe('activation e-mail tooltips', () => {
  it.each([
    ['REGISTERED', 'Send activation email'],
    ['ENABLED', 'Player already enabled'],
    ['LOCKED', 'Player locked, account previously activated'],
    ['DISABLED', 'Player disabled, account previously activated'],
  ] as const)('%s: %s', (status, text) => {
    expect(englishText(activationTooltip(status))).toBe(text);
  });
});

describe('landing plans', () => {
  it('carries the spec figures', () => {
    expect(PRICING_PLANS.map((plan) => [plan.key, plan.price, plan.entities, plan.maxTransactions])).toEqual([
      ['free', 0, 2, 300],
      ['premium', 60, 5, 5000],
      ['business', 250, 10, 50000],
      ['enterprise', undefined, undefined, undefined],
    ]);
    expect(groupThousands(50000)).toBe('50 000');
    expect(groupThousands(5000)).toBe('5000');
  });
});
