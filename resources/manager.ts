/**
 * Manager: the back-office account of 001 §3 and its profile (001 §2 "Manager profile", §4, §5,
 * §7 "Manager"). The one declaration of the manager's fields and rules: the API validates
 * `PUT {op}/managers/userinfo`, My Account's `POST auth/userinfo`, the status change and the
 * activation e-mail with these schemas, and the manager profile form (popup and My Account) is
 * built on them. Messages are catalogue keys (`app.validation.*`).
 */
import { z } from 'zod';
import { Gender, UserState } from './enums';
import { optionalText, phone, requiredText } from './rules';

/** Longest text of a manager profile field (001 §5 "Manager"). */
export const MANAGER_TEXT_MAX = 255;

/** The manager model (001 §3). */
export const Manager = z.object({
  id: z.number().int(),
  /** `realm:username`, the code the popup is opened with. */
  code: z.string(),
  managerCode: z.object({ managerUsername: z.string(), managerRealm: z.string() }),
  userRealm: z.string(),
  userUsername: z.string(),
  operatorCode: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  status: UserState,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.string().nullable(),
  street: z.string().nullable(),
  locality: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});

export type Manager = z.output<typeof Manager>;

/**
 * The editable profile fields in form order (001 §5 "Manager"): first and last name required,
 * every text at most 255, the phone rule; gender 1 or 2 and the birthdate a calendar date, both
 * optional (an empty value clears them).
 */
export const ManagerProfileFields = z.object({
  firstName: requiredText(MANAGER_TEXT_MAX),
  lastName: requiredText(MANAGER_TEXT_MAX),
  phoneNumber: phone(MANAGER_TEXT_MAX),
  birthdate: z.union([z.literal(''), z.iso.date({ message: 'app.validation.invalidValue' })]).nullable().optional(),
  gender: z.union([z.literal(''), Gender]).nullable().optional(),
  street: optionalText(MANAGER_TEXT_MAX),
  locality: optionalText(MANAGER_TEXT_MAX),
  postalCode: optionalText(MANAGER_TEXT_MAX),
  country: optionalText(MANAGER_TEXT_MAX),
});

export type ManagerProfileField = keyof typeof ManagerProfileFields.shape;

/** The fields compared to enable Update (001 §2), in form order. */
export const MANAGER_PROFILE_FIELDS = Object.keys(ManagerProfileFields.shape) as ManagerProfileField[];

/** The body of `PUT {op}/managers/userinfo` (the manager model) and of My Account's `POST auth/userinfo` (the user details): the manager's id and the profile fields. */
export const ManagerProfileInput = ManagerProfileFields.extend({ id: z.coerce.number().int().positive() });

/** `GET {op}/managers/userinfo` query: the manager (realm:username, default the caller) and whether to include the credentials (000 §7). */
export const ManagerInfoQuery = z.object({
  managerCode: z.string().max(400).optional(),
  credentials: z.enum(['true', 'false'], 'credentials must be true or false').optional(),
});

/** `PUT {op}/managers/{id}/status/{status}` path (001 §7); the answer's `payload.status` is the new status. */
export const ManagerStatusChange = z.object({ id: z.coerce.number().int().positive(), status: UserState });

/** `POST {op}/managers/send-manager-activation-email` body (001 §7): the manager's e-mail and an optional ISO-8601 token lifetime. */
export const ManagerActivationInput = z.object({
  email: z.string().trim().min(1).max(320),
  tokenExpiration: z
    .string()
    .regex(/^P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+S)?)?$/)
    .optional()
    .nullable(),
});

/** The activation e-mail is offered only to a registered manager (001 §4). */
export const activationAllowed = (status: string) => status === 'REGISTERED';

/** The tooltip key of the activation-email button for a status (001 §4, 'Manager' wording). */
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
