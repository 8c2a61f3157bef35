/**
 * The write calls the kit makes with `--write`: the ones that set a record to what it already is,
 * so a test operator's data stays as it was (a status to its current status, a record saved as
 * loaded). Each finds its record in the lists the kit reads and goes to the record's own operator.
 * Every other write of the document (money, e-mails, decisions, new rows) is listed, not made.
 */
import { rowsOf } from './document';
import { at, type KitSession } from './session';

type Json = Record<string, unknown>;

/** A request of a safe write: the path with its values, query and body. */
export interface WriteRequest {
  path: string;
  query?: Json;
  body?: unknown;
}

export interface SafeWrite {
  /** `METHOD /path template` as the document lists it. */
  call: string;
  /** The request, or why none could be made (no record fits). */
  request(records: WriteRecords): Promise<WriteRequest | string>;
}

/** The records the safe writes restate, read from the API's own lists. */
export interface WriteRecords {
  session: KitSession;
  /** A player matching the players filter, as `GET {op}/players/{id}` answers it. */
  player(filter?: Json): Promise<Json | undefined>;
  /** A limits record (the players list with showLimitsDetails) matching the filter. */
  limits(filter?: Json): Promise<Json | undefined>;
  /** A KYC document whose status staff set (ACCEPTED or REJECTED), with its player's row. */
  decidedDocument(): Promise<{ group: Json; document: Json } | undefined>;
  /** The signed-in manager's model (`GET {op}/managers/userinfo?credentials=true`). */
  manager(): Promise<Json | undefined>;
}

/** The manager profile fields My Account compares and saves (001 §2). */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'phoneNumber',
  'street',
  'locality',
  'postalCode',
  'country',
  'birthdate',
] as const;

const op = (record: Json) => encodeURIComponent(String(record.operatorCode));
const id = (record: Json) => encodeURIComponent(String(record.id));
const part = (value: unknown) => encodeURIComponent(String(value));

/** The records of a session's operator. */
export function writeRecords(session: KitSession): WriteRecords {
  const base = `/${encodeURIComponent(session.operator)}`;
  const first = async (path: string, query: Json) => rowsOf(await session.read(path, query))[0];
  return {
    session,
    async player(filter = {}) {
      const row = await first(`${base}/players`, { size: 1, filter });
      if (!row) return undefined;
      return at(await session.read(`/${op(row)}/players/${id(row)}`), 'payload') as Json | undefined;
    },
    limits: (filter = {}) => first(`${base}/players`, { size: 1, filter: { showLimitsDetails: true, ...filter } }),
    async decidedDocument() {
      const groups = rowsOf(await session.read(`${base}/players/kyc/grouped/paginated`, { size: 100 }));
      for (const group of groups) {
        const document = ((group.playerDocuments as Json[] | undefined) ?? []).find(
          (d) => d.documentStatus === 'ACCEPTED' || d.documentStatus === 'REJECTED',
        );
        if (document) return { group, document };
      }
      return undefined;
    },
    manager: async () => at(await session.read(`${base}/managers/userinfo`, { credentials: true }), 'payload') as Json | undefined,
  };
}

const NO_PLAYER = 'no player of the operator';
const enabled = { status: ['ENABLED'] };

/** The safe writes, in the order they are made; the logout ends the kit's session, so it is last. */
export const SAFE_WRITES: readonly SafeWrite[] = [
  {
    call: 'PUT /{op}/players/{id}',
    request: async ({ player }) => {
      const record = await player();
      return record ? { path: `/${op(record)}/players/${id(record)}`, query: { changes: [] }, body: record } : NO_PLAYER;
    },
  },
  {
    call: 'PUT /{op}/players/{id}/status/{status}',
    request: async ({ player }) => {
      const record = await player(enabled);
      return record ? { path: `/${op(record)}/players/${id(record)}/status/ENABLED`, body: { disabledReason: null } } : 'no ENABLED player';
    },
  },
  {
    call: 'PUT /{op}/players',
    request: async ({ player }) => {
      const record = await player(enabled);
      return record
        ? { path: `/${op(record)}/players`, body: { uri: `player:${String(record.id)}:ENABLED`, action: 'status', data: 'ENABLED' } }
        : 'no ENABLED player';
    },
  },
  ...(['kyc/status/{kycStatus}', 'account/type/{accountType}', 'kyc/state/{withdrawalState}'] as const).map((path): SafeWrite => ({
    call: `PUT /{op}/players/{id}/${path}`,
    request: async ({ player }) => {
      const record = await player();
      const field = path.slice(path.indexOf('{') + 1, -1);
      if (!record || record[field] === undefined || record[field] === null) return record ? `the player has no ${field}` : NO_PLAYER;
      return { path: `/${op(record)}/players/${id(record)}/${path.replace(`{${field}}`, part(record[field]))}` };
    },
  })),
  {
    call: 'PUT /{op}/players/{id}/riskGroup/{riskGroup}',
    request: async ({ player }) => {
      const record = await player();
      return record ? { path: `/${op(record)}/players/${id(record)}/riskGroup/${part(record.riskGroup)}`, body: record } : NO_PLAYER;
    },
  },
  {
    call: 'PUT /{op}/players/{id}/kyc/documents/{documentId}/status/{documentStatus}',
    request: async ({ decidedDocument }) => {
      const found = await decidedDocument();
      if (!found) return 'no ACCEPTED or REJECTED document';
      const { group, document } = found;
      return {
        path: `/${op(group)}/players/${part(group.playerId)}/kyc/documents/${part(document.id)}/status/${part(document.documentStatus)}`,
      };
    },
  },
  {
    call: 'PUT /{op}/players/{id}/limits',
    request: async ({ limits }) => {
      const record = await limits();
      return record ? { path: `/${op(record)}/players/${id(record)}/limits`, body: record } : NO_PLAYER;
    },
  },
  {
    call: 'PUT /{op}/players/{id}/limits/{limitName}',
    request: async ({ limits }) => {
      const record = await limits({ isExcluded: true });
      if (!record?.exclusionDescription) return 'no excluded player with an exclusion description';
      return { path: `/${op(record)}/players/${id(record)}/limits/exclusionDescription`, body: { limit: record.exclusionDescription } };
    },
  },
  {
    // My Account: the user details merged with the profile's nine fields as they are (000 §7, 001 §2).
    call: 'POST /auth/userinfo',
    request: async ({ session, manager }) => {
      const self = await manager();
      if (!self) return 'the signed-in manager was not found';
      const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, self[field] ?? null]));
      return { path: '/auth/userinfo', body: { ...(at(await session.read('/auth/userinfo'), 'payload') as Json), ...profile } };
    },
  },
  {
    call: 'PUT /{op}/managers/userinfo',
    request: async ({ session, manager }) => {
      const self = await manager();
      return self
        ? { path: `/${encodeURIComponent(session.operator)}/managers/userinfo`, body: self }
        : 'the signed-in manager was not found';
    },
  },
  {
    call: 'POST /auth/refresh-token',
    request: async ({ session }) => ({ path: '/auth/refresh-token', body: { refreshToken: session.tokens.refreshToken } }),
  },
  { call: 'POST /auth/logout', request: async () => ({ path: '/auth/logout' }) },
];

/** Why a write of the document is not made. */
export function notMadeBecause(call: string): string {
  if (/cancel|manualRetry|\/payments$|bonus\/campaigns\/\{campaignId\}|configure/.test(call)) return 'not made: it moves money';
  if (/activation-email|forgot-password|reset-password|register$|verify-token/.test(call))
    return 'not made: it sends e-mail or needs a mailed token';
  if (call === 'POST /auth/login') return 'made first, to sign in';
  return 'not made: it changes data a repeat cannot put back';
}
