/**
 * The look of an enum value's chip: MUI's small outlined `Chip`, written once as global rules for
 * a class name (installed with the page's baseline styles, `src/shell/theme.ts`). A chip is then a
 * plain `<span>`: a list page shows a few hundred of them, and a styled MUI `Chip` costs two styled
 * components and a style computation each.
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import type { EnumColor } from './enumColor';

/** The class of an enum chip; its colour is its `data-color` attribute. */
export const ENUM_CHIP_CLASS = 'enum-chip';

const COLOURS: readonly Exclude<EnumColor, 'default'>[] = ['success', 'error', 'warning', 'info'];

/** The global rules of enum chips for a theme: the small outlined MUI chip, in every enum colour. */
export function enumChipStyles(theme: Theme): CSSObject {
  const rules: CSSObject = {
    maxWidth: '100%',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    height: 24,
    borderRadius: 12,
    paddingLeft: 7,
    paddingRight: 7,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  };
  for (const colour of COLOURS) {
    rules[`&[data-color="${colour}"]`] = { color: theme.palette[colour].main, borderColor: alpha(theme.palette[colour].main, 0.7) };
  }
  return { [`.${ENUM_CHIP_CLASS}`]: rules };
}
