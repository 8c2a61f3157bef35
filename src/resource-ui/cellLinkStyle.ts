/**
 * The look of a link in a table cell: MUI's `Link` (primary colour, always underlined, the line
 * lighter until hovered), written once as global rules for a class name (installed with the page's
 * baseline styles, `src/shell/theme.ts`). A cell's link is then a plain anchor: a list page shows
 * one or more in every row, and a MUI `Link` costs a `Typography` and two styled components each.
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';

/** The class of a link in a table cell. */
export const CELL_LINK_CLASS = 'cell-link';

/** The global rules of cell links for a theme. */
export function cellLinkStyles(theme: Theme): CSSObject {
  return {
    [`.${CELL_LINK_CLASS}`]: {
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
  };
}
