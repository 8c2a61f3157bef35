/** Registration, forgotten-password and manager-profile rules with their exact messages (001 §5). */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../support/englishText';
import {
  forgotPasswordError,
  RegistrationForm,
  RegistrationRequest,
  validateBirthdate,
  validatePassword,
} from '../../../resources/account';
import { activationTooltip, ManagerProfileInput } from '../../../resources/manager';
import { issueText, VALIDATION_MESSAGES } from '../../../resources/rules';
import { isChanged, toDraft, type ManagerModel } from '../../../src/pages/manager/managerProfileModel';

const text = (problem?: { key: string; args?: Record<string, unknown> }) => {
  if (!problem) return undefined;
  return englishText(problem.key, problem.args) ?? problem.key;
};
const TODAY = new Date(2025, 5, 15);

describe('registration', () => {
  /** The form schema's message per field, in English. */
  const problems = (values: Record<string, unknown>) =>
    Object.fromEntries(
      (RegistrationForm.safeParse(values).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issueText({ message: issue.message, params: (issue as { params?: Record<string, unknown> }).params }),
      ]),
    );

  it('reports every rule with the spec wording, one per field', () => {
    const issues = RegistrationForm.safeParse({
      firstName: 'x'.repeat(41),
      lastName: ' ',
      email: 'no-at',
      password: 'short',
      repeatPassword: 'other',
      birthdate: '2010-01-01',
      terms: false,
    }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
      'birthdate',
      'terms',
      'repeatPassword',
    ]);
    expect(
      problems({
        firstName: 'x'.repeat(41),
        lastName: ' ',
        email: 'no-at',
        password: 'short',
        repeatPassword: 'other',
        birthdate: '2010-01-01',
        terms: false,
      }),
    ).toEqual({
      firstName: 'You have exceeded the maximum number of characters!',
      lastName: 'Required',
      email: 'Email must be valid',
      password: 'At least 8 characters',
      repeatPassword: 'The passwords you entered do not match.',
      birthdate: 'You must be at leaset 18 of age to register',
      terms: 'You must agree to Terms and Conditions!',
    });
  });

  it('accepts a valid form and sends the request trimmed; checks the password maximum and birthdate bounds', () => {
    const valid = {
      firstName: ' Ana ',
      lastName: 'Bee',
      email: ' a@b ',
      password: 'abcdefgh',
      repeatPassword: 'abcdefgh',
      birthdate: '2000-06-15',
      terms: true,
    };
    expect(problems(valid)).toEqual({});
    expect(RegistrationRequest.parse(valid)).toEqual({
      firstName: 'Ana',
      lastName: 'Bee',
      email: 'a@b',
      password: 'abcdefgh',
      birthdate: '2000-06-15',
    });
    expect(problems({ ...valid, birthdate: null })).toEqual({ birthdate: 'Required' });
    expect(text(validatePassword('x'.repeat(21)))).toBe('You have exceeded 20 - maximum number of characters!');
    expect(text(validateBirthdate('1909-12-31', TODAY))).toBe('Invalid date');
    expect(text(validateBirthdate('2025-02-30', TODAY))).toBe('Invalid date');
    expect(text(validateBirthdate('2007-06-16', TODAY))).toBe('You must be at leaset 18 of age to register');
    expect(text(validateBirthdate(null, TODAY))).toBe('Required');
  });

  it('renders on the server what the console shows in English', () => {
    for (const [key, template] of Object.entries(VALIDATION_MESSAGES)) expect(englishText(key), key).toBe(template);
  });

  it('maps forgotten-password errors', () => {
    expect(text({ key: forgotPasswordError('Player is not found') })).toBe('Account not found.');
    expect(text({ key: forgotPasswordError('boom') })).toBe('Could not process request. Please try again.');
  });
});

describe('manager profile', () => {
  const manager = {
    id: 1,
    code: 'backoffice:a',
    managerCode: { managerUsername: 'a', managerRealm: 'backoffice' },
    userRealm: 'backoffice',
    userUsername: 'a',
    operatorCode: 'op1',
    email: 'a@b',
    emailVerified: true,
    status: 'ENABLED',
    firstName: 'Ana',
    lastName: 'Bee',
    gender: null,
    phoneNumber: null,
    street: null,
    locality: null,
    postalCode: null,
    country: null,
    birthdate: null,
  } satisfies ManagerModel;

  it('enables Update only when one of the nine fields changed', () => {
    const draft = toDraft(manager);
    expect(isChanged(draft, manager)).toBe(false);
    expect(isChanged({ ...draft, locality: 'Zagreb' }, manager)).toBe(true);
    expect(isChanged({ ...draft, firstName: 'Ana ' }, manager)).toBe(false);
  });

  it('validates names, lengths and the phone rule with the spec wording', () => {
    const failed = ManagerProfileInput.safeParse({
      ...toDraft(manager),
      id: 1,
      firstName: ' ',
      street: 'x'.repeat(256),
      phoneNumber: '0049',
    });
    const problems = (failed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issueText(issue as never)}`);
    expect(problems.sort()).toEqual([
      'firstName: Required',
      'phoneNumber: Phone must start with + then country code. Use numbers and optionally dots',
      'street: Maximum length is 255',
    ]);
    expect(
      ManagerProfileInput.safeParse({ ...toDraft(manager), id: 1, phoneNumber: '+385.1.555', gender: '2', birthdate: '1990-02-03' })
        .success,
    ).toBe(true);
    expect(ManagerProfileInput.safeParse({ ...toDraft(manager), id: 1, gender: '3' }).success).toBe(false);
  });

  it('explains the activation e-mail button per status', () => {
    expect(text({ key: activationTooltip('ENABLED') })).toBe('Manager already enabled');
    expect(text({ key: activationTooltip('LOCKED') })).toBe('Manager locked, account previously activated');
    expect(text({ key: activationTooltip('DISABLED') })).toBe('Manager disabled, account previously activated');
    expect(text({ key: activationTooltip('REGISTERED') })).toBe('Send activation email');
  });
});
