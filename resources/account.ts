/**
 * The account forms (001 §5, §9): registration, forgotten password, password reset and My
 * Account's password change.
 * The one declaration of their rules: the API validates `POST auth/register`,
 * `auth/forgot-password` and `auth/reset-password` with the request schemas, and the console's
 * forms are built on the form schemas (the same fields plus the repeated password and the Terms).
 * Messages are catalogue keys (`app.validation.*`) with their arguments.
 */
import { z } from 'zod';

/** A failed rule: a catalogue key and its arguments. */
export interface Problem {
  key: string;
  args?: Record<string, unknown>;
}

/** Name length limit (001 §9). */
export const NAME_MAX = 40;
/** Longest e-mail address. */
export const EMAIL_MAX = 320;
/** The enforced password rules (001 §5: minimum lower, upper and digit counts are 0). */
export const PASSWORD_RULES = { min: 8, max: 20, lower: 0, upper: 0, digit: 0 } as const;
/** Earliest birthdate of the date picker (001 §9). */
export const EARLIEST_BIRTHDATE = '1910-01-01';
/** Minimum registration age (001 §9). */
export const MINIMUM_AGE = 18;

const REQUIRED: Problem = { key: 'app.validation.required' };

/** First or last name: required, at most 40 characters after trimming. */
export function validateName(value: string): Problem | undefined {
  if (value.trim().length === 0) return REQUIRED;
  if (value.trim().length > NAME_MAX) return { key: 'app.validation.tooLong' };
  return undefined;
}

/** Required and a loose pattern with an @ (001 §5). */
export function validateEmail(value: string): Problem | undefined {
  const text = value.trim();
  if (text.length === 0) return REQUIRED;
  if (text.length > EMAIL_MAX) return { key: 'app.validation.tooLong' };
  if (!/^[^\s@]+@[^\s@]+$/.test(text)) return { key: 'app.validation.email' };
  return undefined;
}

/** Required, 8 to 20 characters, and the lower, upper and digit counts of {@link PASSWORD_RULES}. */
export function validatePassword(value: string, rules: typeof PASSWORD_RULES = PASSWORD_RULES): Problem | undefined {
  if (value.length === 0) return REQUIRED;
  if (value.length < rules.min) return { key: 'app.validation.passwordMin', args: { n: rules.min } };
  if ((value.match(/[a-z]/g) ?? []).length < rules.lower) return { key: 'app.validation.passwordLower', args: { n: rules.lower } };
  if ((value.match(/[A-Z]/g) ?? []).length < rules.upper) return { key: 'app.validation.passwordUpper', args: { n: rules.upper } };
  if ((value.match(/\d/g) ?? []).length < rules.digit) return { key: 'app.validation.passwordDigit', args: { n: rules.digit } };
  if (value.length > rules.max) return { key: 'app.validation.passwordMax', args: { max: rules.max } };
  return undefined;
}

/** The repeated password: required and equal to the password. */
export function validateRepeat(password: string, repeat: string): Problem | undefined {
  if (repeat.length === 0) return REQUIRED;
  return repeat === password ? undefined : { key: 'app.validation.passwordsDiffer' };
}

/** Age in whole years on `today` of someone born on `birthdate` (yyyy-MM-dd). */
export function ageOn(birthdate: string, today: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

/** Required, a real date from 1910-01-01 to today, and at least 18 years ago. */
export function validateBirthdate(value: string | null, today: Date = new Date()): Problem | undefined {
  if (!value) return REQUIRED;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
  if (!match || !date || date.getMonth() !== Number(match[2]) - 1 || value < EARLIEST_BIRTHDATE || date > today) {
    return { key: 'app.validation.invalidDate' };
  }
  if (ageOn(value, today) < MINIMUM_AGE) return { key: 'app.validation.underAge' };
  return undefined;
}

/** The Terms and Conditions must be accepted. */
export function validateTerms(accepted: boolean): Problem | undefined {
  return accepted ? undefined : { key: 'app.validation.terms' };
}

/** A zod check reporting the rule's problem (one issue per field, with its catalogue key and arguments). */
function checked<T extends z.ZodType>(schema: T, rule: (value: z.output<T>) => Problem | undefined) {
  return schema.superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.args });
  });
}

const name = () => checked(z.string(), validateName).transform((value) => value.trim());
const email = () => checked(z.string(), validateEmail).transform((value) => value.trim());
const password = () => checked(z.string(), (value) => validatePassword(value));
const birthdate = () => checked(z.string().nullable(), (value) => validateBirthdate(value));

/** `POST auth/register` body (001 §7): names and e-mail trimmed, password, birthdate (yyyy-MM-dd). */
export const RegistrationRequest = z.object({
  firstName: name(),
  lastName: name(),
  email: email(),
  password: password(),
  birthdate: birthdate(),
});

/** Adds the repeated-password rule to a form with `password` and `repeatPassword`. */
function withRepeat<T extends z.ZodObject<{ password: z.ZodType<string>; repeatPassword: z.ZodType<string> }>>(schema: T) {
  return schema.superRefine((values, ctx) => {
    const problem = validateRepeat(values.password, values.repeatPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: problem.key, params: problem.args });
  });
}

/** The registration form (001 §2): the request's fields, the password repeated and the Terms. */
export const RegistrationForm = withRepeat(
  RegistrationRequest.extend({ repeatPassword: z.string(), terms: checked(z.boolean(), validateTerms) }),
);

export type RegistrationValues = z.input<typeof RegistrationForm>;

/** `POST auth/forgot-password` and `auth/send-activation-email` body: the e-mail. */
export const EmailRequest = z.object({ email: email() });

/** `POST auth/reset-password` body: the e-mailed token and the new password. */
export const ResetPasswordRequest = z.object({ token: z.string().min(10).max(200), password: password() });

/** The reset-password form: the new password twice. */
export const ResetPasswordForm = withRepeat(z.object({ password: password(), repeatPassword: z.string() }));

export type ResetPasswordValues = z.input<typeof ResetPasswordForm>;

/** The longest current password a password change reads (a longer one cannot be the stored one). */
export const CURRENT_PASSWORD_MAX = 200;

/** The new password must differ from the current one. */
export function validateNewPassword(current: string, next: string): Problem | undefined {
  return next.length > 0 && next === current ? { key: 'app.validation.samePassword' } : undefined;
}

/** `POST auth/change-password` body (My Account): the current password and the new one, with the password rules. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: checked(z.string().max(CURRENT_PASSWORD_MAX), (value) => (value.length ? undefined : REQUIRED)),
    password: password(),
  })
  .superRefine((values, ctx) => {
    const problem = validateNewPassword(values.currentPassword, values.password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem.key, params: problem.args });
  });

/** My Account's password form: the current password, then the new one twice. */
export const ChangePasswordForm = withRepeat(
  z.object({ currentPassword: z.string(), password: password(), repeatPassword: z.string() }).superRefine((values, ctx) => {
    if (values.currentPassword.length === 0) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: REQUIRED.key });
    const problem = validateNewPassword(values.currentPassword, values.password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem.key, params: problem.args });
  }),
);

export type ChangePasswordValues = z.input<typeof ChangePasswordForm>;

/** `POST auth/verify-token` body: the activation token. */
export const VerifyTokenRequest = z.object({ token: z.string().min(10).max(200) });

/** The toast key of a failed forgotten-password request (001 §8). */
export function forgotPasswordError(serverMessage: string | undefined): string {
  return serverMessage === 'Player is not found' ? 'app.forgot.notFound' : 'app.forgot.failed';
}
