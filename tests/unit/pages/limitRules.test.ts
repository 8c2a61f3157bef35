import { describe, expect, it } from 'vitest';
import {
  exclusionDateProblem,
  exclusionForm,
  exclusionLimit,
  limitForm,
  limitProblem,
  limitTextProblem,
  sessionMinutes,
} from '../../../resources/limitRules';
import { AMOUNT_MAX } from '../../../resources/rules';
import { englishText } from '../../support/englishText';
import { activationTooltip } from '../../../src/pages/player/activation';
import { groupThousands, PRICING_PLANS } from '../../../src/pages/landing/landingContent';

describe('limit dialog rules', () => {
  it.each([
    ['', undefined, 'Limit should not be empty!'],
    ['-1', undefined, 'Limit should be positive!'],
    ['600', 500, 'Limit should be lower than the default!'],
  ])('limit %j (default %j): %s', (value, defaultLimit, message) => {
    expect(englishText(limitProblem(value, defaultLimit)?.key ?? '')).toBe(message);
  });

  it('accepts a limit at the default, or any limit without one', () => {
    expect(limitProblem('500', 500)).toBeUndefined();
    expect(limitProblem('0')).toBeUndefined();
    expect(limitProblem(String(AMOUNT_MAX))).toBeUndefined();
  });

  it('refuses a limit above the largest amount (a mistyped exponent) with the bound', () => {
    expect(limitProblem('1e30')).toEqual({ key: 'app.validation.max', args: { max: AMOUNT_MAX } });
    expect(limitProblem(AMOUNT_MAX + 1)).toEqual({ key: 'app.validation.max', args: { max: AMOUNT_MAX } });
  });

  it('requires description and reason, at most 255 after trimming', () => {
    expect(limitTextProblem(' ')?.key).toBe('app.validation.required');
    expect(limitTextProblem('x'.repeat(256))).toEqual({ key: 'app.validation.maxLength', args: { max: 255 } });
    expect(limitTextProblem(` ${'x'.repeat(255)} `)).toBeUndefined();
  });

  it('the dialog schemas report one rule per field', () => {
    const issues = (
      schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
      values: unknown,
    ) => Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues(limitForm(500), { limit: '600', description: '', reason: 'r' })).toEqual({
      limit: 'app.limits.errors.aboveDefault',
      description: 'app.validation.required',
    });
    expect(issues(limitForm(500), { limit: '500', description: 'd', reason: 'r' })).toEqual({});
    expect(issues(exclusionForm(false), { timeFrame: 'none', customDate: '', description: 'd', reason: 'r' })).toEqual({
      timeFrame: 'app.validation.required',
    });
    expect(issues(exclusionForm(false), { timeFrame: 'custom', customDate: '2000-01-01', description: 'd', reason: 'r' })).toEqual({
      customDate: 'app.limits.errors.beforeToday',
    });
    expect(issues(exclusionForm(true), { timeFrame: 'none', customDate: '', description: '', reason: 'r' })).toEqual({
      description: 'app.validation.required',
    });
  });

  it('bounds the custom exclusion date: today up to 1000 years ahead', () => {
    const now = new Date(2025, 4, 14);
    expect(exclusionDateProblem('', now)?.key).toBe('app.validation.required');
    expect(exclusionDateProblem('2025-05-13', now)?.key).toBe('app.limits.errors.beforeToday');
    expect(exclusionDateProblem('2025-05-14', now)).toBeUndefined();
    expect(exclusionDateProblem('3025-05-14', now)).toBeUndefined();
    expect(exclusionDateProblem('3025-05-15', now)?.key).toBe('app.limits.errors.tooFar');
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
