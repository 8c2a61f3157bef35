import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, staffIssueText } from '../../../resources/rules';
import { issuesByField } from '../../../src/resource-ui/actionInput';
import { fieldValidator } from '../../../src/resource-ui/fieldValidator';

const russian: Record<string, string> = {
  'app.validation.maxLength': 'Не более %{max} символов',
  'app.validation.required': 'Обязательное поле',
  'app.validation.invalidValue': 'Недопустимое значение',
};
const lookup = (key: string, args: Record<string, unknown>) =>
  russian[key]?.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));

const Input = z.object({
  reason: optionalText(5),
  kind: z.enum(['CASH', 'CARD']),
  limits: z.object({ daily: z.number().positive() }),
});

describe('staffIssueText', () => {
  it("translates a rule's catalogue key with its arguments", () => {
    const input = { reason: 'too long', kind: 'CASH', limits: { daily: 1 } };
    const [issue] = Input.safeParse(input).error!.issues;
    expect(staffIssueText(issue, input, lookup)).toBe('Не более 5 символов');
  });

  it("words zod's own messages by the value at the issue's path: empty is required, else invalid", () => {
    const input = { reason: '', kind: '  ', limits: { daily: -1 } };
    const texts = Object.fromEntries(
      Input.safeParse(input).error!.issues.map((issue) => [issue.path.join('.'), staffIssueText(issue, input, lookup)]),
    );
    expect(texts).toEqual({ kind: 'Обязательное поле', 'limits.daily': 'Недопустимое значение' });
    const missing = { reason: '', limits: {} };
    const [issue, nested] = Input.safeParse(missing).error!.issues;
    expect(staffIssueText(issue, missing, lookup)).toBe('Обязательное поле');
    expect(staffIssueText(nested, missing, lookup)).toBe('Обязательное поле');
  });

  it('falls back to the English text where the catalogue has no entry', () => {
    const [issue] = z.object({ kind: z.enum(['CASH']) }).safeParse({ kind: 'GOLD' }).error!.issues;
    expect(staffIssueText(issue, { kind: 'GOLD' }, () => undefined)).toBe('Invalid value');
  });
});

describe('the console sites share it', () => {
  it("an action's inputs: one text per field, a missing one required", () => {
    const input = { reason: 'x'.repeat(9), kind: undefined, limits: { daily: 0 } };
    expect(issuesByField(Input.safeParse(input).error!, input, lookup)).toEqual({
      reason: 'Не более 5 символов',
      kind: 'Обязательное поле',
      limits: 'Недопустимое значение',
    });
  });

  it('a generated field: an option outside the enum is an invalid value', () => {
    const validate = fieldValidator(Input, 'kind', lookup);
    expect(validate('GOLD')).toBe('Недопустимое значение');
    expect(validate('')).toBe('Обязательное поле');
    expect(validate('CARD')).toBeUndefined();
  });
});
