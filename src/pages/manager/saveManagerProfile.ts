import type { UserInfo } from '../../auth/types';
import type { BackofficeDataProvider } from '../../data/types';
import type { ManagerModel } from './managerProfileModel';

export interface SaveProfileParams {
  dataProvider: BackofficeDataProvider;
  /** The manager as loaded. */
  manager: ManagerModel;
  /** The edited profile fields. */
  changes: Partial<ManagerModel>;
  /** My Account: the signed-in manager's user details (`GET auth/userinfo`); absent for another manager. */
  self?: UserInfo;
  operator?: string;
}

/**
 * Saves a manager profile. My Account posts the user details merged with the changes to the
 * userinfo path (000 §7) and the answer's payload true or false decides; another manager's
 * profile is `PUT {op}/managers/userinfo` with the manager model (001 §7), answered with it.
 * Resolves with whether it was saved and the manager to show.
 */
export async function saveManagerProfile({ dataProvider, manager, changes, self, operator }: SaveProfileParams) {
  if (self) {
    const saved = await dataProvider.callApi<boolean>({ method: 'POST', path: 'auth/userinfo', body: { ...self, ...changes } });
    return saved === true ? { saved: true, manager: { ...manager, ...changes } } : { saved: false, manager };
  }
  const body = { ...manager, ...changes };
  const updated = await dataProvider.callApi<ManagerModel>({ method: 'PUT', path: 'managers/userinfo', operator, body });
  return { saved: true, manager: updated };
}
