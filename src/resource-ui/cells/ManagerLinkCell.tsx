import { usePermissions } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getPath } from '../../../resources/model';
import type { ConsolePermissions } from '../../widgets/audience';
import { CELL_LINK_CLASS } from '../cellLinkStyle';
import { cellValue, isEmpty } from '../cellValue';
import { popupSearch } from '../popupLink';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** Roles whose names link to the manager popup. */
const MANAGER_ROLES = ['CENTRAL_MANAGER', 'CENTRAL_OR_OFFICE_MANAGER', 'OFFICE', 'ADMINISTRATOR'];

/**
 * A `{ userRealm, userUsername }` user: `realm:username` for the central role, the username
 * otherwise; a manager links to the manager popup (`?open=manager-{realm:username}`), a central
 * manager for the central role only (002 §2). The role is read beside the value
 * (`userCode` → `userRole`, `affectedUserCode` → `affectedUserRole`).
 */
export function ManagerLinkCell(props: CellProps) {
  const location = useLocation();
  const { permissions } = usePermissions<ConsolePermissions>();
  const value = cellValue(props) as { userRealm?: string; userUsername?: string } | null | undefined;
  if (isEmpty(value) || typeof value !== 'object' || !value.userUsername) return <EmptyValue />;
  const central = permissions?.role === 'central';
  const code = `${value.userRealm ?? ''}:${value.userUsername}`;
  const text = central && value.userRealm ? code : value.userUsername;
  const role = getPath(props.record, props.source.replace(/Code$/, 'Role'));
  const linked = MANAGER_ROLES.includes(String(role)) && (central || role !== 'CENTRAL_MANAGER');
  if (!linked) return <span>{text}</span>;
  return (
    <RouterLink
      className={CELL_LINK_CLASS}
      to={{ pathname: location.pathname, search: popupSearch(location.search, `manager-${code}`) }}
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </RouterLink>
  );
}
