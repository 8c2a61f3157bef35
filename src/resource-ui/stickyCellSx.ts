/** The style of a cell that stays put when the table scrolls sideways. */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { RowTone } from '../../resources/model';
import { toneBackground } from './rowTone';
import type { StickyCell } from './tableLayout';

/**
 * Sticky position, an opaque background (the row's tone over the paper) and, on the last sticky
 * cell, an edge line; the second identifying column only from its screen width on.
 */
export function stickyCellSx(cell: StickyCell | undefined, tone?: RowTone, zIndex = 1): SystemStyleObject<Theme> {
  if (!cell) return {};
  const on = {
    position: 'sticky',
    left: cell.left,
    zIndex,
    bgcolor: 'background.paper',
    ...(tone
      ? { backgroundImage: (theme: Theme) => `linear-gradient(${toneBackground(tone)(theme)}, ${toneBackground(tone)(theme)})` }
      : {}),
    ...(cell.last ? { boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}` } : {}),
  } as SystemStyleObject<Theme>;
  return cell.fromWidth ? { [`@media (min-width:${cell.fromWidth}px)`]: on } : on;
}
