/**
 * Where each call beside the resources goes (apiCalls.ts gives each its summary, parameters and
 * answer): its operationId, method and path under `/api/officeapp`, `{op}` the operator code. The
 * console reads these alone (the API profile moves a call by its operationId, src/data/apiProfile.ts),
 * without the calls' answer schemas.
 */

/** A call's place: its stable name, method and path. */
export interface ApiCallRoute {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/** Every call beside the resources, in the order of apiCalls.ts. */
export const API_CALL_ROUTES: readonly ApiCallRoute[] = [
  { operationId: 'info', method: 'GET', path: '/info' },
  { operationId: 'externalServers', method: 'GET', path: '/external-servers' },
  { operationId: 'openapi', method: 'GET', path: '/openapi.json' },
  { operationId: 'auth.login', method: 'POST', path: '/auth/login' },
  { operationId: 'auth.logout', method: 'POST', path: '/auth/logout' },
  { operationId: 'auth.refreshToken', method: 'POST', path: '/auth/refresh-token' },
  { operationId: 'auth.userinfo', method: 'GET', path: '/auth/userinfo' },
  { operationId: 'auth.saveUserinfo', method: 'POST', path: '/auth/userinfo' },
  { operationId: 'auth.register', method: 'POST', path: '/auth/register' },
  { operationId: 'auth.verifyToken', method: 'POST', path: '/auth/verify-token' },
  { operationId: 'auth.sendActivationEmail', method: 'POST', path: '/auth/send-activation-email' },
  { operationId: 'auth.forgotPassword', method: 'POST', path: '/auth/forgot-password' },
  { operationId: 'auth.resetPassword', method: 'POST', path: '/auth/reset-password' },
  { operationId: 'auth.changePassword', method: 'POST', path: '/auth/change-password' },
  { operationId: 'operatorsInfo', method: 'GET', path: '/operators-info' },
  { operationId: 'keepAlive', method: 'GET', path: '/keepAlive' },
  { operationId: 'schema', method: 'GET', path: '/schema/{resource}' },
  { operationId: 'notifications', method: 'GET', path: '/{op}/notifications' },
  { operationId: 'dashboard', method: 'GET', path: '/{op}/dashboard' },
  { operationId: 'exports.download', method: 'GET', path: '/{op}/exports/{id}/download' },
  { operationId: 'roles', method: 'GET', path: '/{op}/roles' },
  { operationId: 'managers.userinfo', method: 'GET', path: '/{op}/managers/userinfo' },
  { operationId: 'managers.saveUserinfo', method: 'PUT', path: '/{op}/managers/userinfo' },
  { operationId: 'managers.credentials', method: 'GET', path: '/{op}/managers/credentials' },
  { operationId: 'betRows.get', method: 'GET', path: '/{op}/betRows/{id}' },
  { operationId: 'betRows.stacktrace', method: 'GET', path: '/{op}/betslips/betrow/stacktrace/' },
  { operationId: 'betRows.stacktraceWithoutSlash', method: 'GET', path: '/{op}/betslips/betrow/stacktrace' },
  { operationId: 'helpcenter.published', method: 'GET', path: '/{op}/helpcenter/published' },
  { operationId: 'labels', method: 'GET', path: '/{op}/labels' },
  { operationId: 'translations.export', method: 'GET', path: '/{op}/translations/export' },
  { operationId: 'translations.import', method: 'POST', path: '/{op}/translations/import' },
  { operationId: 'systemSettings', method: 'GET', path: '/{op}/system/settings' },
  { operationId: 'systemSettings.saveSection', method: 'PUT', path: '/{op}/sectionUpdate/{code}' },
  { operationId: 'spot.transactions', method: 'GET', path: '/{op}/spot' },
  { operationId: 'spot-files.upload', method: 'POST', path: '/{op}/spot/files/upload' },
  { operationId: 'spot.totals', method: 'GET', path: '/{op}/spot/totals' },
  { operationId: 'spot.balances', method: 'GET', path: '/{op}/spot/balances' },
  { operationId: 'spot.forecast', method: 'GET', path: '/{op}/spot/forecast' },
  { operationId: 'spot.plan', method: 'GET', path: '/{op}/spot/plan' },
  { operationId: 'spot.setPlan', method: 'PUT', path: '/{op}/spot/plan' },
];

/** The place of the call named `operationId`; throws for a name that is not here. */
export function route(operationId: string): ApiCallRoute {
  const found = API_CALL_ROUTES.find((entry) => entry.operationId === operationId);
  if (!found) throw new Error(`No call beside the resources is named ${operationId} (resources/apiCallRoutes.ts)`);
  return found;
}
