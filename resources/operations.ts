/**
 * The stable name of each call of `/api/officeapp` (the OpenAPI document's `operationId`): the key
 * an installation's API profile, the conformance kit and the specification's statements
 * (specStatements.ts) name a call by. A resource's calls are `<resource>.<call>`, its actions
 * `<resource>.<action key>`; the calls beside the resources carry their own (apiCalls.ts).
 */

/** The calls every declared list may have, by the operation's suffix. */
export const RESOURCE_CALLS = {
  /** `GET {api.path}`: a page of the list. */
  list: 'list',
  /** `POST {api.path}`: the same page, its query too long for a URL (000 §7). */
  listQuery: 'listQuery',
  /** `GET {api.path}/{api.player.path}`: the page of one player. */
  playerList: 'playerList',
  playerListQuery: 'playerListQuery',
  /** `GET {api.path}/report`: the CSV report. */
  report: 'report',
  reportQuery: 'reportQuery',
  /** `GET {api.path}/report/{api.player.path}`: the CSV report of one player. */
  playerReport: 'playerReport',
  playerReportQuery: 'playerReportQuery',
  /** `GET {api.path}/{id}`: one record. */
  record: 'get',
  /** `PUT {api.path}/{id}`: the record saved with its changes. */
  save: 'save',
} as const;

export type ResourceCall = keyof typeof RESOURCE_CALLS;

/** The operationId of a resource's call: `operationId('players', 'list')` → `players.list`. */
export function operationId(resource: string, call: ResourceCall): string {
  return `${resource}.${RESOURCE_CALLS[call]}`;
}

/** The operationId of a resource's declared action: `actionOperationId('betslips', 'cancel')` → `betslips.cancel`. */
export function actionOperationId(resource: string, action: string): string {
  return `${resource}.${action}`;
}
