/**
 * Validation of the registration, forgotten-password and reset-password forms (001 §5). Each
 * rule returns a catalogue key with its arguments, or undefined when the value is valid.
 */

export interface Problem {
  key: string;
  args?: Record<string, unknown>;
}

/** Name length limit (001 §9). */
export const NAME_MAX = 40;
/** The enforced password rules (001 §5: minimum lower, upper and digit counts are 0). */
export const PASSWORD_RULES = { min: 8, max: 20, lower: 0, upper: 0, digit: 0 } as const;
/** Earliest birthdate of the date picker (001 §9). */
export const EARLIEST_BIRTHDATE = '1910-01-01';
/** Minimum registration age (001 §9). */
export const MINIMUM_AGE = 18;

const REQUIRED: Problem = { key: 'app.validation.required' };

export function validateName(value: string): Problem | undefined {
  if (value.trim().length === 0) return REQUIRED;
  if (value.trim().length > NAME_MAX) return { key: 'app.validation.tooLong' };
  return undefined;
}

/** Required and a loose pattern with an @ (001 §5). */
export function validateEmail(value: string): Problem | undefined {
  if (value.trim().length === 0) return REQUIRED;
  if (!/^[^\s@]+@[^\s@]+$/.test(value.trim())) return { key: 'app.validation.email' };
  return undefined;
}

export function validatePassword(value: string, rules: typeof PASSWORD_RULES = PASSWORD_RULES): Problem | undefined {
  if (value.length === 0) return REQUIRED;
  if (value.length < rules.min) return { key: 'app.validation.passwordMin', args: { n: rules.min } };
  if ((value.match(/[a-z]/g) ?? []).length < rules.lower) return { key: 'app.validation.passwordLower', args: { n: rules.lower } };
  if ((value.match(/[A-Z]/g) ?? []).length < rules.upper) return { key: 'app.validation.passwordUpper', args: { n: rules.upper } };
  if ((value.match(/\d/g) ?? []).length < rules.digit) return { key: 'app.validation.passwordDigit', args: { n: rules.digit } };
  if (value.length > rules.max) return { key: 'app.validation.passwordMax', args: { max: rules.max } };
  return undefined;
}

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

export function validateTerms(accepted: boolean): Problem | undefined {
  return accepted ? undefined : { key: 'app.validation.terms' };
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  repeatPassword: string;
  birthdate: string | null;
  terms: boolean;
}

/** Every problem of a registration form, by field. */
export function validateRegistration(values: RegistrationValues, today: Date = new Date()): Partial<Record<keyof RegistrationValues, Problem>> {
  const problems: Partial<Record<keyof RegistrationValues, Problem | undefined>> = {
    firstName: validateName(values.firstName),
    lastName: validateName(values.lastName),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    repeatPassword: validateRepeat(values.password, values.repeatPassword),
    birthdate: validateBirthdate(values.birthdate, today),
    terms: validateTerms(values.terms),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Partial<
    Record<keyof RegistrationValues, Problem>
  >;
}

/** The toast text of a failed forgotten-password request (001 §8). */
export function forgotPasswordError(serverMessage: string | undefined): string {
  return serverMessage === 'Player is not found' ? 'app.forgot.notFound' : 'app.forgot.failed';
}
