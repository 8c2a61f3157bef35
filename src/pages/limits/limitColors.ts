/** Background colour of a limit cell by origin (001 §2 legend), and the cells' shared look. */
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { limitOriginOf, type LimitOrigin, type PlayerLimit } from '../../../resources/playerLimits';

export const LIMIT_COLORS = {
  OPERATOR_DEFAULT: '#e0e0e0',
  RISK_GROUP: '#b3e5fc',
  MANUAL: '#ffffff',
} as const satisfies Record<NonNullable<PlayerLimit['color']>, string>;

/** Text on the light origin colours, in both modes (the dark theme's white text would not read on them). */
export const LIMIT_TEXT = 'rgba(0, 0, 0, 0.87)';

/**
 * The origin of a limit as its cell shows it: its `color` as the data provider read it (the
 * installation's codes applied), in any other form {@link limitOriginOf} reads; a limit without an
 * origin, or with a code nothing reads, counts as the operator default.
 */
export function limitOrigin(limit: PlayerLimit | null | undefined): LimitOrigin {
  return limitOriginOf(limit?.color) ?? 'OPERATOR_DEFAULT';
}

/** The colour of a limit; a limit without origin counts as the operator default. */
export function limitColor(limit: PlayerLimit | null | undefined): string {
  return LIMIT_COLORS[limitOrigin(limit)];
}

/** The class of a limit cell's button; its origin is its `data-origin` attribute. */
export const LIMIT_CELL_CLASS = 'limit-cell';

/**
 * The global rules of limit cells (installed with the page's baseline styles, `src/shell/theme.ts`):
 * a full-width, right-aligned button on its origin's colour. A limits page shows some twenty of them
 * per row, so a cell is a plain `<button>` with a class, not a MUI `ButtonBase` with its own styles.
 */
export function limitCellStyles(theme: Theme): CSSObject {
  const origins: CSSObject = {};
  for (const [origin, colour] of Object.entries(LIMIT_COLORS)) origins[`&[data-origin="${origin}"]`] = { backgroundColor: colour };
  return {
    [`.${LIMIT_CELL_CLASS}`]: {
      display: 'block',
      boxSizing: 'border-box',
      width: 'calc(100% + 16px)',
      margin: '-4px -8px',
      padding: '4px 8px',
      border: 0,
      borderRadius: 0,
      font: 'inherit',
      textAlign: 'right',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      cursor: 'pointer',
      color: LIMIT_TEXT,
      backgroundColor: 'transparent',
      ...origins,
      '&[data-origin="PLAIN"]': { color: theme.palette.text.primary, backgroundColor: 'transparent' },
      '&:hover': { filter: 'brightness(0.95)' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
  };
}
