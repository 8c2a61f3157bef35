import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getPath } from '../../../resources/model';
import { CELL_LINK_CLASS } from '../cellLinkStyle';
import { cellValue, isEmpty } from '../cellValue';
import { popupSearch } from '../popupLink';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/**
 * A player reference opening the player popup (`?open=player-{id}`, other query parameters kept).
 * The id is the value, the value's `id`, or the record's `playerIdSource`.
 */
export function PlayerLinkCell(props: CellProps) {
  const location = useLocation();
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const objectValue = typeof value === 'object' ? (value as { id?: unknown; playerUsername?: unknown }) : undefined;
  const id = props.playerIdSource ? getPath(props.record, props.playerIdSource) : (objectValue?.id ?? value);
  const text = objectValue ? String(objectValue.playerUsername ?? id) : String(value);
  if (isEmpty(id)) return <span>{text}</span>;
  return (
    <RouterLink
      className={CELL_LINK_CLASS}
      to={{ pathname: location.pathname, search: popupSearch(location.search, `player-${String(id)}`) }}
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </RouterLink>
  );
}
