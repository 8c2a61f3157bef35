/**
 * The manager profile (001 §2 "Manager profile", §5 "Manager"): the nine editable fields, change
 * detection over them, client-side validation and the activation-email tooltip.
 */

export interface ManagerModel {
  id: number;
  code: string;
  userRealm: string;
  userUsername: string;
  operatorCode: string | null;
  email: string;
  emailVerified: boolean;
  status: string;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  phoneNumber: string | null;
  street: string | null;
  locality: string | null;
  postalCode: string | null;
  country: string | null;
  birthdate: string | null;
}

/** The fields compared to enable Update (001 §5). */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'gender', 'phoneNumber', 'street', 'locality', 'postalCode', 'country', 'birthdate'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileDraft = Record<ProfileField, string>;

export const TEXT_MAX = 255;
const PHONE = /^\+\d[\d.]*$/;

/** The editable draft of a loaded manager (null as empty text). */
export function toDraft(manager: ManagerModel): ProfileDraft {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, manager[field] ?? ''])) as ProfileDraft;
}

/** Whether any of the nine fields differs from the loaded manager. */
export function isChanged(draft: ProfileDraft, manager: ManagerModel): boolean {
  return PROFILE_FIELDS.some((field) => draft[field].trim() !== (manager[field] ?? '').trim());
}

export interface FieldProblem {
  key: string;
  args?: Record<string, unknown>;
}

/** Problems by field: names required, every text at most 255, the phone rule. */
export function validateProfile(draft: ProfileDraft): Partial<Record<ProfileField, FieldProblem>> {
  const problems: Partial<Record<ProfileField, FieldProblem>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = draft[field].trim();
    if ((field === 'firstName' || field === 'lastName') && value.length === 0) problems[field] = { key: 'app.validation.required' };
    else if (value.length > TEXT_MAX) problems[field] = { key: 'app.validation.maxLength', args: { max: TEXT_MAX } };
    else if (field === 'phoneNumber' && value && !PHONE.test(value)) problems[field] = { key: 'app.validation.phone' };
  }
  return problems;
}

/** The tooltip key of the activation-email button for a status (001 §4). */
export function activationTooltip(status: string): string {
  switch (status) {
    case 'ENABLED':
      return 'app.manager.activation.enabled';
    case 'LOCKED':
      return 'app.manager.activation.locked';
    case 'DISABLED':
      return 'app.manager.activation.disabled';
    default:
      return 'app.manager.activation.send';
  }
}
