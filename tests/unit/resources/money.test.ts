import { z } from 'zod';
import de from '../../../i18n/de.json';
import { UpdateLimitsInput } from '../../../resources/playerLimits';
import { ManualPaymentRequest } from '../../../resources/paymentRules';
import { AMOUNT_MAX, issueText, money, staffIssueText } from '../../../resources/rules';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issueText(issue)) ?? [];

/** The German catalogue's text at a dotted key, as the console's lookup gives it. */
const german = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], de) as string | undefined;

describe('money()', () => {
  it('takes 0 to 1,000,000,000,000 and refuses a negative or larger amount with the rule', () => {
    const amount = money();
    expect(amount.safeParse(0).success).toBe(true);
    expect(amount.safeParse(27.75).success).toBe(true);
    expect(amount.safeParse(AMOUNT_MAX).success).toBe(true);
    expect(messages(amount, -5)).toEqual(['Must not be negative']);
    expect(messages(amount, 1_000_000_000_001)).toEqual(['Must be at most 1000000000000']);
  });

  it('takes a negative amount only where it is declared signed, within the same bound', () => {
    const amount = money({ signed: true });
    expect(amount.safeParse(-5).success).toBe(true);
    expect(amount.safeParse(-AMOUNT_MAX).success).toBe(true);
    expect(messages(amount, -1_000_000_000_001)).toEqual(['Must be at least -1000000000000']);
    expect(messages(amount, 1_000_000_000_001)).toEqual(['Must be at most 1000000000000']);
    expect(messages(money({ max: 1000 }), 1000.01)).toEqual(['Must be at most 1000']);
  });

  it('gives the forms the bound in the page language', () => {
    const issue = money().safeParse(1_000_000_000_001).error!.issues[0];
    expect(staffIssueText(issue, 1_000_000_000_001, (key) => german(key))).toBe(
      german('app.validation.max')!.replace('%{max}', '1000000000000'),
    );
  });

  it('writes its bounds into the JSON Schema', () => {
    expect(z.toJSONSchema(money())).toMatchObject({ type: 'number', minimum: 0, maximum: AMOUNT_MAX });
    expect(z.toJSONSchema(money({ signed: true }))).toMatchObject({ minimum: -AMOUNT_MAX, maximum: AMOUNT_MAX });
  });

  it('bounds the money inputs declared with it', () => {
    expect(UpdateLimitsInput.safeParse({ selfProtectionDailyLossLimit: -5 }).error?.issues[0]).toMatchObject({
      path: ['selfProtectionDailyLossLimit'],
      message: 'app.validation.notNegative',
    });
    expect(UpdateLimitsInput.safeParse({ selfProtectionDailyLossLimit: null }).success).toBe(true);
    const payment = ManualPaymentRequest.shape.accountMovement;
    expect(messages(payment, 1_000_000_000_001)).toEqual(['Must be at most 1000000000000']);
    expect(payment.safeParse(0).success).toBe(false);
  });
});
