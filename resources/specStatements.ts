/**
 * What the specification states of each call, by operationId (operations.ts): the section, its
 * words, and which parts of the call those words fix. Every part not fixed is open: the reference
 * server made a choice there, the contract document marks it as one, an installation's API profile
 * may set it otherwise, and the conformance kit reports a difference there as a warning naming the
 * profile setting, not as an error. The API path catalogue (002 §7) fixes paths, and where it
 * writes a path without `{op}` (and 002 §7 says the operator code is a path part only "where
 * noted"), the operator code's place is open too.
 */

/**
 * The parts of a call: `method`, `path` (below the API prefix, the operator code aside), `operator`
 * (where the operator code goes), `query` (parameter names), `body`, `answer` (its shape).
 */
export type CallPart = 'method' | 'path' | 'operator' | 'query' | 'body' | 'answer';

export const CALL_PARTS: readonly CallPart[] = ['method', 'path', 'operator', 'query', 'body', 'answer'];

export interface SpecStatement {
  /** The specification's file and section, e.g. `002 §7`. */
  section: string;
  /** The specification's words about the call. */
  quote: string;
  /** The parts those words fix. */
  states: readonly CallPart[];
}

// ---------------------------------------------------------------------------------------------
// The API path catalogue (002 §7), as written: groups separated by semicolons, the paths of a
// group by commas; a path written without `{op}` in a group that starts with `{op}` continues it.
// ---------------------------------------------------------------------------------------------

const CATALOGUE_TEXT = [
  '/external-servers; /catalog, /catalog/node, /catalog/export, /catalog/import; /{op}/catalogWithMatches; /{op}/matches; ' +
    '/match/archived/matches; /update; /catalog/markets, /catalog/markets/update, /catalog/markets/order, /catalog/markets/name, ' +
    '/catalog/markets/active, /catalog/markets/delete, /catalog/markets/delete-alias, /catalog/markets/code; /catalog/marketZone, ' +
    '/catalog/marketZones; /catalog/marketType, /catalog/marketTypes; /system/settings; /info; /sectionUpdate, /sectionUpdate/{code}; ' +
    '/translations, /translations/export, /translations/import, /translations/save, /translations/delete, /translations/delete-bulk, ' +
    '/translations/initializeDomain',
  '/{op}/managers, /managers/userinfo, /managers/{id}/status/{status}, /managers/credentials, /managers/addManager; ' +
    '/{op}/manager, /manager/sync',
  '/{op}/players, /players/{id}, /players/{id}/status/{status}, /players/sync, /players/bonus, /players/{id}/bonus/active, ' +
    '/players/bonus/{id}/cancel, /players/{id}/transactions/{tid}/bonus/campaigns, ' +
    '/players/{id}/transactions/{tid}/bonus/campaigns/{cid}, ' +
    '/players/registerAllPlayersToCrm, /players/kyc, /players/kyc/grouped/paginated, /players/{id}/kyc, ' +
    '/kyc/documents/{docId}/content/encoded, /kyc/documents/{docId}/status/{status}, /kyc/finalize/, /kyc/status/{status}, ' +
    '/kyc/state/{state}, /account/type/{type}, /previous-accounts, /self-protection-limits/deposit/amounts',
  '/{op}/syncAll; /playersList; /playerDetailsByUsername; /{op}/{player}/bonus/campaigns; /bonus/campaigns; /bonusesNotActivated; ' +
    '/limitAlerts; /{op}/profit-loss; /accountHistories; /customBackofficeAccountHistories; /activities-log; /payments; /betslips; ' +
    '/betslips/betrow/stacktrace/; /betRows/{id}; /statistics; /dashboard; /operators; /operators-info; ' +
    '/operators/gateways/type/currencies; ' +
    '/match/{id}/markets/report; /offer/matches/{id}/full-details.zip',
  '/{op}/images, /images, /images/{code}; /news/articles; /helpcenter/articles, /helpcenter/articles/{id}, ' +
    '/helpcenter/articles/{id}/publish/{flag}, /helpcenter/categories',
  '/{op}/withdrawal/requests, /withdrawal/requests/{id}/withdrawEvent/{event}, /withdrawal/reprocess, /withdrawal/rules, ' +
    '/withdrawal/rules/{id}; /{op}/demo/withdrawal/requests/{id}/status/{s}; /demo/deposit/requests/{id}/status/{s}; ' +
    '/{op}/depositRequests; ' +
    '/notifyStatusUpdate; /{op}/deposits/{id}/manualRetry, /{op}/deposits/{id}/manualCancel; /{op}/withdrawals/{id}/manualCancel',
  '/{op}/notifications; /{op}/testGateways; /testGatewayStatuses/{id}; /{op}/gateways; /gateways/{id}; /{op}/cash-desk/gateways/{id}; ' +
    '/exchange-rates; /{op}/exports; /api',
].join('; ');

/** A catalogue path: its template with parameter names dropped, and whether it carries `{op}`. */
interface CataloguePath {
  written: string;
  shape: string;
  op: boolean;
}

const shapeOf = (path: string) => path.replace(/\{\w+\}/g, '{}').replace(/\/+$/, '');

function parseCatalogue(text: string): CataloguePath[] {
  const paths: CataloguePath[] = [];
  for (const group of text.split(';')) {
    const items = group.split(',').map((item) => item.trim());
    const groupOp = items[0]?.startsWith('/{op}/') ?? false;
    for (const item of items) {
      const op = item.startsWith('/{op}/') || groupOp;
      const bare = item.replace(/^\/\{op\}/, '');
      paths.push({ written: item, shape: shapeOf(bare), op });
    }
  }
  return paths;
}

const CATALOGUE = parseCatalogue(CATALOGUE_TEXT);

/**
 * The catalogue's entry for a document path (`/{op}/players/{id}` or `/info`): the path as the
 * catalogue writes it and whether it puts the operator code in front. A path the catalogue lists
 * both with and without `{op}` counts as with.
 */
export function catalogueEntry(path: string): { written: string; op: boolean } | undefined {
  const shape = shapeOf(path.replace(/^\/\{op\}/, ''));
  const found = CATALOGUE.filter((entry) => entry.shape === shape);
  if (found.length === 0) return undefined;
  return found.find((entry) => entry.op) ?? found[0];
}

/**
 * Whether the catalogue writes the operator code in front of a path as a call sends it (ids
 * filled: `players/12/status/ACTIVE`, under the operator): a catalogue path matches when its
 * written parts equal the call's and each `{…}` takes one part; of several, those with the most
 * written parts count. A path the catalogue does not list follows the longest listed path it
 * starts with (`accountHistories/player/7` as `accountHistories`). Undefined when none is listed.
 */
export function catalogueWritesOperator(path: string): boolean | undefined {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  for (let length = parts.length; length > 0; length -= 1) {
    const head = parts.slice(0, length);
    let best = -1;
    let op: boolean | undefined;
    for (const entry of CATALOGUE) {
      const shape = entry.shape.replace(/^\/+/, '').split('/');
      if (shape.length !== head.length) continue;
      let written = 0;
      if (!shape.every((part, index) => (part === '{}' ? true : part === head[index] && ++written > 0))) continue;
      if (written > best) [best, op] = [written, entry.op];
      else if (written === best) op = op || entry.op;
    }
    if (op !== undefined) return op;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The calls the specification states, by operationId
// ---------------------------------------------------------------------------------------------

const all: readonly CallPart[] = ['method', 'path', 'operator', 'query', 'body', 'answer'];
const s = (section: string, quote: string, states: readonly CallPart[]): SpecStatement => ({ section, quote, states });

const PLAYER_LIST = s('001 §7', 'GET players: page, size, sort (default updated,DESC), filter with username and others', [
  'method',
  'path',
  'operator',
  'query',
]);
const KYC_STATUS = s('001 §7', 'PUT update KYC status (operator, player, status), empty body; catalogue /kyc/status/{status}', [
  'method',
  'path',
  'operator',
  'body',
]);
const SET_LIMIT = s('001 §7', 'PUT {player}/limits/{limitName}: body limit, description, reason', ['method', 'path', 'operator', 'body']);
const UPDATE_LIMITS = s('001 §7', 'PUT {player}/limits: whole player record (loss limit edits)', ['method', 'path', 'operator', 'body']);
const RISK_GROUP = s('001 §7', 'PUT player /{id}/riskGroup/{value}, with the DTO (no redirects); in limits screen no body', [
  'method',
  'path',
  'operator',
  'body',
]);
const DEPOSIT_AMOUNTS = s('001 §7', 'GET self-protection deposit amounts for the player; payload is a map per limit name', [
  'method',
  'operator',
  'answer',
]);
const BETSLIP_LIST = s(
  '002 §7',
  'GET betslips list: query page, size, sort (default created,DESC), filter (filter fields, search, playerId). Response payload: ' +
    'tree and betslips page',
  ['method', 'path', 'query', 'answer'],
);
const BETSLIP_PLAYER_LIST = s('002 §7', 'GET betslips/player/{playerId}: the same for one player', ['method', 'path', 'query', 'answer']);
const BETSLIP_REPORT = s(
  '002 §7',
  'GET betslips/report, optional /player/{id}: query page, size, sort, filter JSON including reportHeaders (each with text and value)',
  ['method', 'path', 'query'],
);
const BONUS_LIST = s(
  '002 §7',
  'GET players bonus list, optional /{playerId}: query page, size, sort (default id,DESC), filter (including bonusPlayerId). ' +
    'Response payload content and totalElements',
  all,
);
const ACTIVITY_LIST = s(
  '002 §7',
  'GET activities-log, optional /player/{playerId}: query page, size, sort (default time,DESC), filter with time-frame range keys',
  ['method', 'path', 'query'],
);
const ACTIVITY_REPORT = s(
  '002 §7',
  'GET activities-log/report: CSV download; query page, size, sort, filter JSON with reportHeaders (text and value); ' +
    'optional /player/{playerId}',
  ['method', 'path', 'query', 'answer'],
);
const PAYMENTS_LIST = s(
  '002 §7',
  'GET payments: query page, size, sort (default created,DESC), playerId, filter with accountHistoryType (paymentRequest, paymentWallet, ' +
    'paymentMethod, paymentStatus), currencyCode and time-frame keys',
  ['method', 'path', 'query'],
);
const ACCOUNT_HISTORY_LIST = s(
  '002 §7',
  'GET accountHistories, optional /player/{playerId}: query page, size, sort (default created,DESC), ' +
    'filter with accountHistoryType (historyType, paymentStatus), currencyCode and time frame',
  ['method', 'path', 'query'],
);
const WITHDRAWAL_EVENT = s('002 §7', 'catalogue /{op}/withdrawal/requests/{id}/withdrawEvent/{event}', ['path', 'operator']);
const POST_LIST = (quote: string) =>
  s('000 §7', `A read that would exceed 2000 characters of URL goes as POST instead of GET; ${quote}`, ['method']);

/** The stated calls. A list query sent as POST states its method only (000 §7); its path is the list's. */
export const SPEC_STATEMENTS: Readonly<Record<string, SpecStatement>> = {
  // 000 §7: authentication and session. The {auth} prefix itself is not shown.
  'auth.login': s('000 §7', 'POST {auth}/login | username, password | status, description, tokens', ['method', 'body', 'answer']),
  'auth.logout': s('000 §7', 'POST {auth}/logout | none | n/a', ['method', 'body']),
  'auth.refreshToken': s('000 §7', 'POST {auth}/refresh-token | refreshToken | tokens', ['method', 'body', 'answer']),
  'auth.userinfo': s('000 §7', 'GET {auth}/userinfo | none | payload = user details, with langCode', ['method', 'body', 'answer']),
  'auth.saveUserinfo': s('000 §7', 'POST private-backend userinfo path | user details plus changes | payload true or false', [
    'method',
    'body',
    'answer',
  ]),
  'auth.register': s(
    '001 §7',
    'POST registration URL (from auth config): firstName, lastName, email, password, birthdate. Error body: data.message, data.args',
    ['method', 'body'],
  ),
  'auth.verifyToken': s('000 §7', 'POST {auth}/verify-token | token | payload accessToken, refreshToken', ['method', 'body', 'answer']),
  'auth.sendActivationEmail': s('000 §7', 'POST {auth}/send-activation-email | payloads not shown', ['method']),
  'auth.forgotPassword': s('001 §7', 'POST forgot-password URL (from auth config): email. Error body: data.message', ['method', 'body']),
  'auth.resetPassword': s('000 §7', 'POST {auth}/reset-password | payloads not shown', ['method']),
  info: s('000 §7', 'GET server info | none | payload (uiInfo and others), serverTimestamp; catalogue /info', ['method', 'path', 'answer']),
  operatorsInfo: s('000 §7', 'GET operators info (central only) | none | payload list; catalogue /operators-info', [
    'method',
    'path',
    'answer',
  ]),
  notifications: s(
    '000 §7',
    'GET notifications for an operator code | none | payload list, serverTimestamp; catalogue /{op}/notifications',
    all,
  ),
  'managers.userinfo': s('000 §7', 'GET user info by operator | query managerCode, credentials flag | manager data', [
    'method',
    'path',
    'operator',
    'query',
  ]),
  labels: s('000 §7', 'GET labels | resource=labels, labels.req.labelType | payload.labels.res.all', ['method', 'query', 'answer']),
  externalServers: s('000 §7', 'GET external-servers | none | payload[].url', ['method', 'path', 'answer']),
  keepAlive: s('000 §7', 'GET keepAlive on the OIDC API path | none | its use is not shown', ['method']),

  // 001 §7: players, profile, KYC, limits, managers, statistics.
  'players.list': PLAYER_LIST,
  'players.listQuery': POST_LIST('GET players'),
  'players-limits.list': s(
    '001 §7',
    'GET players list for limits: page, size, sort, filter incl. username from playerCode.playerUsername and showLimitsDetails',
    ['method', 'path', 'operator', 'query'],
  ),
  'players.get': s('001 §7', 'GET player for operator and id; payload', ['method', 'path', 'operator', 'answer']),
  'players.save': s('001 §7', 'PUT player /{id}?changes={list of fieldName/newValue} with the player DTO', all),
  'players.registerToCrm': s('001 §7', 'PUT player /{id}/registerToCrm?force={bool}, empty body', [
    'method',
    'path',
    'operator',
    'query',
    'body',
  ]),
  'players.changeRiskGroup': RISK_GROUP,
  'players-limits.changeRiskGroup': RISK_GROUP,
  'players.changeStatus': s(
    '001 §7',
    'PUT update player status, status in path, body disabledReason; catalogue /players/{id}/status/{status}',
    ['method', 'path', 'operator', 'body'],
  ),
  'players.changeKycStatus': KYC_STATUS,
  'kyc.setKycStatus': KYC_STATUS,
  'players.changeAccountType': s('001 §7', 'PUT update account type: operator, id, accountType; catalogue /account/type/{type}', [
    'method',
    'path',
    'operator',
  ]),
  'players.sendActivationEmail': s(
    '001 §7',
    'POST /api/officeapp/{operator}/players/send-player-activation-email: email, tokenExpiration (ISO duration from number and unit). ' +
      'Response payload: success, message',
    all,
  ),
  'players.bulkChangeStatus': s(
    '001 §7',
    'PUT players (bulk): body uri (player:{ids comma-joined}:{data}), action, data, disabledReason; response message shown as toast',
    all,
  ),
  'players.bulkChangeAccountType': s('001 §7', 'PUT players (bulk): body uri (player:{ids comma-joined}:{data}), action, data', [
    'method',
    'path',
    'operator',
    'body',
  ]),
  'players.report': s('001 §7', 'GET players /report as CSV download; filter includes onlyPlayersData', [
    'method',
    'path',
    'operator',
    'query',
    'answer',
  ]),
  'players-gateways.playerList': s('001 §7', 'GET player gateways by id; catalogue /{op}/gateways, /gateways/{id}', [
    'method',
    'path',
    'operator',
  ]),
  'players-gateways.loadCashDeskGateways': s(
    '001 §7',
    'GET cash desk gateways for operator; payload; 404 means none; catalogue /{op}/cash-desk/gateways/{id}',
    ['method', 'path', 'operator'],
  ),
  'players-gateways.loadActiveBonus': s(
    '002 §7',
    'GET players/{id}/bonus/active: payload active bonus (bonusMoney, accountHistory.walletCode); an error with status 200 means none',
    ['method', 'path', 'operator', 'answer'],
  ),
  'players-gateways.createPayment': s('001 §7', 'POST payments for operator with the payment request body', ['method', 'body']),
  'statistics-payments.loadBonusCampaigns': s(
    '001 §7',
    'GET player bonus campaigns for operator and player; payload is a list of availabilities; 002 §7: with bonusContext=existingDeposit; ' +
      'catalogue /{op}/{player}/bonus/campaigns',
    ['method', 'path', 'operator', 'answer'],
  ),
  'statistics-payments.loadBonusAssignments': s(
    '002 §7',
    "GET bonus campaign assignment for a player's transaction (players/{id}/transactions/{tid}/bonus/campaigns): payload is a list",
    ['method', 'path', 'operator', 'answer'],
  ),
  'statistics-payments.assignBonusCampaign': s(
    '002 §7',
    'POST assign a campaign (.../bonus/campaigns/{cid}): body empty object; payload is the assignment',
    ['method', 'path', 'operator', 'body'],
  ),
  'players-previous-accounts.add': s('001 §7', 'PUT player previous accounts /add and /remove: body is the player code', [
    'method',
    'body',
  ]),
  'players-previous-accounts.remove': s('001 §7', 'PUT player previous accounts /add and /remove: body is the player code', [
    'method',
    'body',
  ]),
  'players-limits.loadDepositAmounts': DEPOSIT_AMOUNTS,
  'players-limits.setLimit': SET_LIMIT,
  'players-limits.updateLimits': UPDATE_LIMITS,
  'kyc.list': s(
    '001 §7',
    'GET KYC grouped list: page, size, sort, filter (username and others); catalogue /players/kyc/grouped/paginated',
    ['method', 'path', 'operator', 'query'],
  ),
  'kyc.listQuery': POST_LIST('GET KYC grouped list'),
  'kyc.loadDocumentImage': s(
    '001 §7',
    'GET document by operator, player, document id; payload is the image as data string; catalogue /kyc/documents/{docId}/content/encoded',
    ['method', 'path', 'operator', 'answer'],
  ),
  'kyc.setDocumentStatus': s(
    '001 §7',
    'PUT update document status (operator, player, document id, status), empty body; catalogue /kyc/documents/{docId}/status/{status}',
    ['method', 'path', 'operator', 'body'],
  ),
  'kyc.setWithdrawalState': s('001 §7', 'PUT update withdrawal state (operator, player, state), empty body; catalogue /kyc/state/{state}', [
    'method',
    'path',
    'operator',
    'body',
  ]),
  'kyc.fullCheck': s('001 §7', 'PUT full check of documents for a player, no body; catalogue /kyc/finalize/', [
    'method',
    'path',
    'operator',
    'body',
  ]),
  'managers.sendActivationEmail': s('001 §7', 'POST /api/officeapp/{operator}/managers/send-manager-activation-email: email', [
    'method',
    'path',
    'operator',
    'body',
  ]),
  'managers.saveUserinfo': s('001 §7', 'PUT user info for operator with the manager model; catalogue /managers/userinfo', [
    'method',
    'path',
    'operator',
    'body',
  ]),
  'managers.changeStatus': s(
    '001 §7',
    'PUT update manager status: operator, id, status; payload.status read; catalogue /managers/{id}/status/{status}',
    ['method', 'path', 'operator', 'answer'],
  ),
  'players-statistics.loadStatistics': s(
    '001 §7',
    'GET {statistics}/player/{id} with filter of time-frame keys; payload is the statistics',
    ['method', 'path', 'query', 'answer'],
  ),
  'players-statistics.loadBetslipDistribution': s(
    '001 §7',
    'GET {betslips}/stats/player/{id} with filter playType; payload sportTypes and betslipTypes',
    ['method', 'path', 'query', 'answer'],
  ),
  'players-statistics.loadBetslipGraph': s('001 §7', 'GET {betslips}/graph/player/{id} with filter playType plus time frame', [
    'method',
    'path',
    'query',
  ]),

  // 002 §7: betslips, bonuses, activity log, payments, account history.
  'betslips.list': BETSLIP_LIST,
  'betslips.listQuery': POST_LIST('GET betslips list'),
  'betslips.playerList': BETSLIP_PLAYER_LIST,
  'betslips.playerListQuery': POST_LIST('GET betslips/player/{playerId}'),
  'betslips.get': s('002 §7', 'GET betslips/{betslipId}: payload is the betslip', ['method', 'path', 'answer']),
  'betslips.cancel': s(
    '002 §7',
    'POST betslips/{id}/cancel?isCancelled={bool}: body isCancelled. Response payload is the updated betslip',
    ['method', 'path', 'query', 'body', 'answer'],
  ),
  'betslips.setBetRowStatus': s(
    '002 §7',
    'PUT bet row configure URL for {betrowId}: body actionName (updateBetRowStatus) and actionValue (status code). ' +
      'Response payload.betslip is the updated betslip',
    ['method', 'body', 'answer'],
  ),
  'betslips.report': BETSLIP_REPORT,
  'betslips.playerReport': BETSLIP_REPORT,
  'betRows.get': s('002 §7', 'GET /betRows/{id}: shapes not shown', ['method', 'path']),
  'betRows.stacktrace': s('002 §7', 'GET /betslips/betrow/stacktrace/: shapes not shown', ['method', 'path']),
  'bonuses.list': BONUS_LIST,
  'bonuses.listQuery': POST_LIST('GET players bonus list'),
  'bonuses.playerList': BONUS_LIST,
  'bonuses.cancel': s(
    '002 §7',
    'POST cancel a player bonus (players/bonus/{id}/cancel), no body. Response payload.bonusPlayer and bonusPlayerHistories',
    all,
  ),
  'statistics-activities-log.list': ACTIVITY_LIST,
  'statistics-activities-log.listQuery': POST_LIST('GET activities-log'),
  'statistics-activities-log.playerList': ACTIVITY_LIST,
  'statistics-activities-log.addActivity': s('002 §7', 'POST activities-log/add: body significanceLevel, details', [
    'method',
    'path',
    'body',
  ]),
  'statistics-activities-log.report': ACTIVITY_REPORT,
  'statistics-activities-log.playerReport': ACTIVITY_REPORT,
  'statistics-payments.list': PAYMENTS_LIST,
  'statistics-payments.listQuery': POST_LIST('GET payments'),
  'statistics-payments.report': s('002 §7', 'GET payments/report: CSV download, same query plus playerId', [
    'method',
    'path',
    'query',
    'answer',
  ]),
  'statistics-account-history.list': ACCOUNT_HISTORY_LIST,
  'statistics-account-history.listQuery': POST_LIST('GET accountHistories'),
  'statistics-account-history.playerList': s(
    '002 §7',
    'GET accountHistories /player/{playerId} with a time-frame filter. For the player profile the payload is grouped by key (001 §7: ' +
      'payload grouped by key)',
    ['method', 'path', 'query'],
  ),
  'withdrawals.acceptWithdrawal': WITHDRAWAL_EVENT,
  'withdrawals.processWithdrawalManually': WITHDRAWAL_EVENT,
  'withdrawals.rejectWithdrawal': WITHDRAWAL_EVENT,
};

/** What the document says of a call: the statement, or the catalogue's entry alone, or nothing. */
export interface CallProvenance {
  statement?: SpecStatement;
  /** The catalogue's path when the catalogue lists the call's path. */
  catalogue?: { written: string; op: boolean };
  /** The parts the specification fixes (the statement's, plus the catalogue's path and operator placement). */
  states: readonly CallPart[];
  /** The parts left open: the reference server's choices. */
  open: readonly CallPart[];
}

/** The provenance of a call of the document (its operationId and path). */
export function provenanceOf(operationId: string, path: string): CallProvenance {
  const statement = SPEC_STATEMENTS[operationId];
  const catalogue = catalogueEntry(path);
  const states = new Set<CallPart>(statement?.states ?? []);
  if (catalogue) {
    states.add('path');
    // The operator code is a path part "where noted" (002 §7): where the catalogue writes it.
    if (catalogue.op && path.startsWith('/{op}/')) states.add('operator');
  }
  const ordered = CALL_PARTS.filter((part) => states.has(part));
  return { statement, catalogue, states: ordered, open: CALL_PARTS.filter((part) => !states.has(part)) };
}

/** The description of a call's provenance as the contract document writes it. */
export function provenanceText(provenance: CallProvenance): string {
  const parts: string[] = [];
  if (provenance.statement) parts.push(`Specification ${provenance.statement.section}: "${provenance.statement.quote}".`);
  if (provenance.catalogue && !provenance.statement?.quote.includes('catalogue'))
    parts.push(`Specification 002 §7 (API path catalogue): ${provenance.catalogue.written}.`);
  if (!provenance.statement && !provenance.catalogue)
    parts.push('Not in the specification: the whole call is the reference server’s choice.');
  else if (provenance.open.length) parts.push(`Not stated (the reference server’s choice): ${provenance.open.join(', ')}.`);
  return parts.join(' ');
}
