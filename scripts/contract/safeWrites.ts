/**
 * The write calls the kit makes with `--write`: the ones that leave a test operator's records as
 * they were. Most set a record to what it already is (a status to its current status, a record
 * saved as loaded, a bet row's status to its status); the betslip cancel is undone at once by the
 * restore the same call offers; the bonus cancel goes to a bonus that is not LOCKED and must be
 * refused with 409. Each finds its record in the lists the kit reads, goes to the record's own
 * operator and where the installation's profile sends the call. Every other write of the document
 * (money that cannot be moved back, e-mails, decisions, new rows) is listed, not made.
 */
import { listRows, targetIn, type KitContext } from './readCalls';
import { at, type KitSession } from './session';

type Json = Record<string, unknown>;

/** A request of a safe write: the path's values (the record's own operator for `{op}`), query and body. */
export interface WriteRequest {
  values: Record<string, string>;
  /** The record's operator code; default the session's. */
  operator?: string;
  query?: Json;
  body?: unknown;
}

export interface SafeWrite {
  /** `METHOD /path template` as the document lists it. */
  call: string;
  /** The request, or why none could be made (no record fits). */
  request(records: WriteRecords): Promise<WriteRequest | string>;
  /**
   * Made after the write to put the record back as it was (the betslip cancel's restore): its
   * request, and what the record must read again afterwards.
   */
  restore?: (
    records: WriteRecords,
    request: WriteRequest,
  ) => { label: string; request: WriteRequest; check: (record: Json | undefined) => string | undefined };
  /** An answer other than 200 that is the expected one (a refusal that changes nothing), and where that rule comes from. */
  expect?: { status: number; source: string };
}

/** The records the safe writes restate, read from the API's own lists as the profile sends those calls. */
export interface WriteRecords {
  context: KitContext;
  session: KitSession;
  /** A player matching the players filter, as `GET {op}/players/{id}` answers it. */
  player(filter?: Json): Promise<Json | undefined>;
  /** A limits record (the players list with showLimitsDetails) matching the filter. */
  limits(filter?: Json): Promise<Json | undefined>;
  /** A KYC document whose status staff set (ACCEPTED or REJECTED), with its player's row. */
  decidedDocument(): Promise<{ group: Json; document: Json } | undefined>;
  /** The signed-in manager's model (`GET {op}/managers/userinfo?credentials=true`). */
  manager(): Promise<Json | undefined>;
  /** The first betslip of the betslips list that fits. */
  betslip(fits: (slip: Json) => boolean): Promise<Json | undefined>;
  /** A betslip as `GET {op}/betslips/{id}` answers it. */
  betslipRecord(slip: Json): Promise<Json | undefined>;
  /** The first bonus of the bonus list that fits. */
  bonus(fits: (bonus: Json) => boolean): Promise<Json | undefined>;
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

const str = (value: unknown) => String(value);

/** The records of a session's operator. */
export function writeRecords(context: KitContext): WriteRecords {
  const { session } = context;
  const firstRow = async (template: string, query: Json) => (await listRows(context, template, query))[0];
  const record = async (template: string, row: Json) => {
    const target = targetIn(context, 'GET', template, { id: str(row.id) });
    if ('missing' in target) return undefined;
    return at(await session.read(target.path), 'payload') as Json | undefined;
  };
  return {
    context,
    session,
    async player(filter = {}) {
      const row = await firstRow('/{op}/players', { size: 1, filter });
      return row ? record('/{op}/players/{id}', row) : undefined;
    },
    limits: (filter = {}) => firstRow('/{op}/players', { size: 1, filter: { showLimitsDetails: true, ...filter } }),
    async decidedDocument() {
      for (const group of await listRows(context, '/{op}/players/kyc/grouped/paginated', { size: 100 })) {
        const document = ((group.playerDocuments as Json[] | undefined) ?? []).find(
          (d) => d.documentStatus === 'ACCEPTED' || d.documentStatus === 'REJECTED',
        );
        if (document) return { group, document };
      }
      return undefined;
    },
    async manager() {
      const target = targetIn(context, 'GET', '/{op}/managers/userinfo');
      return 'missing' in target ? undefined : (at(await session.read(target.path, { credentials: true }), 'payload') as Json | undefined);
    },
    async betslip(fits) {
      // A list row may leave out the bet rows; the record has them.
      for (const row of (await listRows(context, '/{op}/betslips', { size: 20 })).slice(0, 20)) {
        const slip = Array.isArray(row.betrows) ? row : await record('/{op}/betslips/{id}', row);
        if (slip && fits(slip)) return slip;
      }
      return undefined;
    },
    betslipRecord: (slip) => record('/{op}/betslips/{id}', slip),
    bonus: async (fits) => (await listRows(context, '/{op}/players/bonus', { size: 50 })).find(fits),
  };
}

/** A bet row's status code (`{ code }` or the code itself). */
const statusCode = (value: unknown) => (value && typeof value === 'object' ? (value as Json).code : value);
const rowsOfSlip = (slip: Json) => (Array.isArray(slip.betrows) ? (slip.betrows as Json[]) : []);
const openSlip = (slip: Json) =>
  slip.isCancelled !== true && rowsOfSlip(slip).length > 0 && rowsOfSlip(slip).every((row) => statusCode(row.status) === 'NOT_SETTLED');

const NO_PLAYER = 'no player of the operator';
const enabled = { status: ['ENABLED'] };
/** The values of a record's call: its id, and its own operator for `{op}`. */
const of = (record: Json, values: Record<string, string> = {}) => ({
  values: { id: str(record.id), ...values },
  ...(record.operatorCode ? { operator: str(record.operatorCode) } : {}),
});

/** The safe writes, in the order they are made; the logout ends the kit's session, so it is last. */
export const SAFE_WRITES: readonly SafeWrite[] = [
  {
    call: 'PUT /{op}/players/{id}',
    request: async ({ player }) => {
      const record = await player();
      return record ? { ...of(record), query: { changes: [] }, body: record } : NO_PLAYER;
    },
  },
  {
    call: 'PUT /{op}/players/{id}/status/{status}',
    request: async ({ player }) => {
      const record = await player(enabled);
      return record ? { ...of(record, { status: 'ENABLED' }), body: { disabledReason: null } } : 'no ENABLED player';
    },
  },
  {
    call: 'PUT /{op}/players',
    request: async ({ player }) => {
      const record = await player(enabled);
      return record
        ? { ...of(record), values: {}, body: { uri: `player:${String(record.id)}:ENABLED`, action: 'status', data: 'ENABLED' } }
        : 'no ENABLED player';
    },
  },
  ...(['kycStatus', 'accountType', 'withdrawalState'] as const).map((field): SafeWrite => ({
    call: `PUT /{op}/players/{id}/${{ kycStatus: 'kyc/status', accountType: 'account/type', withdrawalState: 'kyc/state' }[field]}/{${field}}`,
    request: async ({ player }) => {
      const record = await player();
      if (!record || record[field] === undefined || record[field] === null) return record ? `the player has no ${field}` : NO_PLAYER;
      return of(record, { [field]: str(record[field]) });
    },
  })),
  {
    call: 'PUT /{op}/players/{id}/riskGroup/{riskGroup}',
    request: async ({ player }) => {
      const record = await player();
      return record ? { ...of(record, { riskGroup: str(record.riskGroup) }), body: record } : NO_PLAYER;
    },
  },
  {
    call: 'PUT /{op}/players/{id}/kyc/documents/{documentId}/status/{documentStatus}',
    request: async ({ decidedDocument }) => {
      const found = await decidedDocument();
      if (!found) return 'no ACCEPTED or REJECTED document';
      const { group, document } = found;
      return {
        values: { id: str(group.playerId), documentId: str(document.id), documentStatus: str(document.documentStatus) },
        ...(group.operatorCode ? { operator: str(group.operatorCode) } : {}),
      };
    },
  },
  {
    call: 'PUT /{op}/players/{id}/limits',
    request: async ({ limits }) => {
      const record = await limits();
      return record ? { ...of(record), body: record } : NO_PLAYER;
    },
  },
  {
    call: 'PUT /{op}/players/{id}/limits/{limitName}',
    request: async ({ limits }) => {
      const record = await limits({ isExcluded: true });
      if (!record?.exclusionDescription) return 'no excluded player with an exclusion description';
      return { ...of(record, { limitName: 'exclusionDescription' }), body: { limit: record.exclusionDescription } };
    },
  },
  {
    // The bet row status set to the status it has (002 §7: actionName and actionValue): the
    // betslip settles as it was; the row is marked as set by a manager.
    call: 'PUT /{op}/betslips/betrows/{betrowId}/configure',
    request: async ({ betslip }) => {
      const slip = await betslip(
        (candidate) => candidate.isCancelled !== true && rowsOfSlip(candidate).some((row) => statusCode(row.status)),
      );
      const row = slip && rowsOfSlip(slip).find((candidate) => statusCode(candidate.status));
      if (!slip || !row) return 'no betslip with a bet row that is not cancelled';
      return {
        values: { betrowId: str(row.id), id: str(slip.id) },
        ...(slip.operatorCode ? { operator: str(slip.operatorCode) } : {}),
        body: { actionName: 'updateBetRowStatus', actionValue: str(statusCode(row.status)) },
      };
    },
  },
  {
    // A betslip whose rows are all open cancelled, then restored (002 §7: isCancelled in the query
    // and the body): the stake is refunded and charged again.
    call: 'POST /{op}/betslips/{id}/cancel',
    request: async ({ betslip }) => {
      const slip = await betslip(openSlip);
      return slip
        ? { ...of(slip), query: { isCancelled: true }, body: { isCancelled: true } }
        : 'no betslip that is not cancelled with every bet row NOT_SETTLED';
    },
    restore: (_records, request) => ({
      label: 'POST /{op}/betslips/{id}/cancel (restore)',
      request: { ...request, query: { isCancelled: false }, body: { isCancelled: false } },
      check: (record) =>
        record?.isCancelled === false
          ? undefined
          : `the betslip reads isCancelled ${JSON.stringify(record?.isCancelled)} after the restore`,
    }),
  },
  {
    // A bonus that is not LOCKED cannot be cancelled: the call is answered 409 and changes
    // nothing (a LOCKED bonus's cancel could not be undone, so none is sent).
    call: 'POST /{op}/players/bonus/{id}/cancel',
    expect: { status: 409, source: '002 §4' },
    request: async ({ bonus }) => {
      const found = await bonus((candidate) => typeof candidate.bonusPlayerStatus === 'string' && candidate.bonusPlayerStatus !== 'LOCKED');
      return found ? of(found) : 'every bonus read is LOCKED: its cancel could not be undone';
    },
  },
  {
    // My Account: the user details merged with the profile's nine fields as they are (000 §7, 001 §2).
    call: 'POST /auth/userinfo',
    request: async ({ session, manager }) => {
      const self = await manager();
      if (!self) return 'the signed-in manager was not found';
      const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, self[field] ?? null]));
      return { values: {}, body: { ...(at(await session.read('/auth/userinfo'), 'payload') as Json), ...profile } };
    },
  },
  {
    call: 'PUT /{op}/managers/userinfo',
    request: async ({ manager }) => {
      const self = await manager();
      return self ? { values: {}, body: self } : 'the signed-in manager was not found';
    },
  },
  {
    call: 'POST /auth/refresh-token',
    request: async ({ session }) => ({ values: {}, body: { refreshToken: session.tokens.refreshToken } }),
  },
  { call: 'POST /auth/logout', request: async () => ({ values: {} }) },
];

/** Why a write of the document is not made. */
export function notMadeBecause(call: string): string {
  if (/cancel|manualRetry|\/payments$|bonus\/campaigns\/\{campaignId\}|configure/.test(call)) return 'not made: it moves money';
  if (/activation-email|forgot-password|reset-password|register$|verify-token/.test(call))
    return 'not made: it sends e-mail or needs a mailed token';
  if (call === 'POST /auth/login') return 'made first, to sign in';
  return 'not made: it changes data a repeat cannot put back';
}
