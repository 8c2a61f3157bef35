/**
 * Manager: the back-office account of 001 §3, its list (`GET {op}/managers`, 002 §7 catalogue),
 * profile (001 §2 "Manager profile"), status and activation e-mail (001 §4, §7), credentials and
 * the adding of a manager. The one declaration of the manager's fields and rules: the list screen
 * is generated from it, the API validates every manager call with these schemas, and the manager
 * profile form (popup and My Account) is built on them. Messages are catalogue keys (`app.validation.*`).
 */
import { z } from 'zod';
import { EmailRequest } from './account';
import { Gender, UserState } from './enums';
import { defineAction, defineResource } from './model';
import { calendarDate, optionalText, phone, requiredText, timestamp } from './rules';

/** Longest text of a manager field (001 §5 "Manager"). */
export const MANAGER_TEXT_MAX = 255;

/** The manager model (001 §3) with the rules of its editable fields (001 §5). */
export const Manager = z.object({
  id: z.number().int(),
  /** `realm:username`, the code the popup is opened with. */
  code: z.string(),
  managerCode: z.object({ managerUsername: z.string(), managerRealm: z.string() }),
  userRealm: z.string(),
  userUsername: z.string(),
  /** The manager's operator; null for a central manager. */
  operatorCode: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  status: UserState,
  firstName: requiredText(MANAGER_TEXT_MAX),
  lastName: requiredText(MANAGER_TEXT_MAX),
  phoneNumber: phone(MANAGER_TEXT_MAX),
  birthdate: calendarDate().nullable().optional(),
  gender: Gender.nullable().optional(),
  street: optionalText(MANAGER_TEXT_MAX),
  locality: optionalText(MANAGER_TEXT_MAX),
  postalCode: optionalText(MANAGER_TEXT_MAX),
  country: optionalText(MANAGER_TEXT_MAX),
});

export type Manager = z.output<typeof Manager>;

/** A form's empty choice (`''`) beside a field's own rule: the date and gender inputs. */
const orEmpty = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullable()
    .optional();

/**
 * The editable profile fields in form order, with the model's rules (001 §5 "Manager"); the
 * birthdate and gender also take the form's empty choice (an empty value clears them).
 */
export const ManagerProfileFields = Manager.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
}).extend({
  birthdate: orEmpty(calendarDate()),
  gender: orEmpty(Gender),
  street: Manager.shape.street,
  locality: Manager.shape.locality,
  postalCode: Manager.shape.postalCode,
  country: Manager.shape.country,
});

export type ManagerProfileField = keyof typeof ManagerProfileFields.shape;

/** The fields compared to enable Update (001 §2, 000 §5: the nine profile fields), in form order. */
export const MANAGER_PROFILE_FIELDS = Object.keys(ManagerProfileFields.shape) as ManagerProfileField[];

/** The body of `PUT {op}/managers/userinfo` (the manager model) and of My Account's `POST auth/userinfo` (the user details): the manager's id and the profile fields. */
export const ManagerProfileInput = ManagerProfileFields.extend({ id: z.coerce.number().int().positive() });

/** `GET {op}/managers/userinfo` and `GET {op}/managers/credentials` query: the manager (realm:username, default the caller) and whether to include the credentials (000 §7). */
export const ManagerInfoQuery = z.object({
  managerCode: z.string().max(400).optional(),
  credentials: z.enum(['true', 'false'], 'credentials must be true or false').optional(),
});

/** `POST {op}/managers/send-manager-activation-email` body (001 §7): the manager's e-mail and an optional ISO-8601 token lifetime. */
export const ManagerActivationInput = z.object({
  email: z.string().trim().min(1).max(320),
  tokenExpiration: z.iso.duration().optional().nullable(),
});

/** `POST {op}/managers/addManager` body: the new manager's e-mail (the login) and the model's name and phone rules. */
export const AddManagerInput = z
  .object({ email: EmailRequest.shape.email })
  .extend(Manager.pick({ firstName: true, lastName: true, phoneNumber: true }).shape);

/** How a manager signs in: a password, or none yet (added and not yet activated, or never given one). */
export const LoginMethod = z.enum(['PASSWORD', 'NONE']);

/**
 * `GET {op}/managers/credentials?managerCode=` payload: how the manager signs in, never a
 * password or its hash. Failed logins and the block are those of the login limits (the account's
 * count in the current 15-minute window).
 */
export const ManagerCredentials = z.object({
  code: z.string(),
  userRealm: z.string(),
  userUsername: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  status: UserState,
  loginMethod: LoginMethod,
  lastLogin: timestamp().nullable(),
  activeSessions: z.number().int(),
  failedLogins: z.number().int(),
  blockedUntil: timestamp().nullable(),
  pendingActivation: z.boolean(),
});

export type ManagerCredentials = z.output<typeof ManagerCredentials>;

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

/** The `?open=` value of a manager's popup (000 §2: `manager-{encoded realm:username}`). */
export const MANAGER_POPUP = 'manager-{code}';

export const managers = defineResource({
  name: 'managers',
  route: '/managers',
  menu: { group: 'operator', icon: 'managers', order: 30 },
  api: { path: 'managers' },
  schema: Manager,
  recordName: 'code',
  list: {
    columns: [
      { source: 'id', width: 80 },
      { source: 'userUsername', width: 260, link: { to: `?open=${MANAGER_POPUP}` } },
      { source: 'firstName', truncate: 20 },
      { source: 'lastName', truncate: 20 },
      { source: 'status', action: { name: 'changeStatus', input: 'status' } },
      { source: 'emailVerified', width: 150 },
      { source: 'operatorCode', only: 'central' },
      { source: 'userRealm', only: 'central' },
      { source: 'email' },
      { source: 'phoneNumber' },
      { source: 'locality' },
      { source: 'country' },
    ],
    defaultSort: { field: 'id', order: 'DESC' },
    search: 'userUsername',
    searchAlso: ['email', 'firstName', 'lastName', 'id'],
    rowLink: `?open=${MANAGER_POPUP}`,
    rowTone: [
      { when: { status: 'REGISTERED' }, tone: 'warning' },
      { when: { status: 'LOCKED' }, tone: 'error' },
      { when: { status: 'DISABLED' }, tone: 'neutral' },
    ],
    expand: { panel: 'ManagerCredentialsPanel' },
  },
  filters: [
    { source: 'status', type: 'multipleSelect' },
    { source: 'emailVerified', type: 'boolean' },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  show: {
    sections: [
      { title: 'account', fields: ['code', 'email', 'emailVerified', 'status', 'operatorCode'] },
      { title: 'personal', fields: ['firstName', 'lastName', 'phoneNumber', 'birthdate', 'gender'] },
      { title: 'address', fields: ['street', 'locality', 'postalCode', 'country'] },
    ],
  },
  actions: {
    /** 001 §4, §7: the new status is read from the answer (`payload.status`; the payload is the manager). */
    changeStatus: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: '{id}/status/{status}' },
      answer: { record: true },
      input: z.object({ status: UserState }),
      successMessage: 'app.messages.managerStatusUpdated',
    }),
    /** 001 §4, §7: only while REGISTERED; the answer's payload is `{ success, message }`. */
    sendActivationEmail: defineAction({
      scope: 'record',
      request: { method: 'POST', path: 'send-manager-activation-email' },
      input: ManagerActivationInput,
      enabledWhen: { status: 'REGISTERED' },
      successMessage: 'app.messages.activationEmailSent',
    }),
    /** A new manager of the view's operator (a central manager in the central view), REGISTERED, with an activation e-mail. */
    addManager: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'addManager' },
      input: AddManagerInput,
      successMessage: 'app.messages.managerAdded',
    }),
  },
  storage: {
    updatedColumn: 'updated',
    columns: {
      'managerCode.managerUsername': 'username',
      'managerCode.managerRealm': 'realm',
      userRealm: 'realm',
      userUsername: 'username',
    },
  },
});
