/**
 * The controls of a virtual table's rows (expand, select, edit) as plain elements styled by the
 * table body's rules (`tableBodySx`, {@link rowControlRules}): the look of MUI's small icon button
 * and checkbox, without a styled component, a ripple and an icon component per row.
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ChangeEventHandler, MouseEventHandler } from 'react';

/** The class names of row controls. */
export const ROW_CONTROL_CLASSES = { button: 'vt-icon-button', check: 'vt-check' } as const;

/** Material icon paths (24 × 24) the row controls draw. */
export const ROW_ICONS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  expand: 'M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z',
  collapse: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  unchecked: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  checked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export interface RowIconButtonProps {
  label: string;
  icon: keyof typeof ROW_ICONS;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  expanded?: boolean;
  testId?: string;
}

/** A small round icon button of a row (MUI's small `IconButton` with a small icon). */
export function RowIconButton({ label, icon, onClick, expanded, testId }: RowIconButtonProps) {
  return (
    <button
      type="button"
      className={ROW_CONTROL_CLASSES.button}
      aria-label={label}
      aria-expanded={expanded}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon path={ROW_ICONS[icon]} />
    </button>
  );
}

export interface RowCheckboxProps {
  label: string;
  checked: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

/** A row's selection checkbox (MUI's small `Checkbox`): a native checkbox over the drawn box. */
export function RowCheckbox({ label, checked, onChange }: RowCheckboxProps) {
  return (
    <span className={ROW_CONTROL_CLASSES.check} data-checked={checked || undefined}>
      <input type="checkbox" checked={checked} onChange={onChange} aria-label={label} />
      <Icon path={checked ? ROW_ICONS.checked : ROW_ICONS.unchecked} />
    </span>
  );
}

/** The table body's rules for row controls. */
export function rowControlRules(): Record<string, SystemStyleObject<Theme>> {
  const round = {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    transition: (theme: Theme) => theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '& > svg': {
      width: '1em',
      height: '1em',
      fontSize: (theme: Theme) => theme.typography.pxToRem(20),
      fill: 'currentColor',
      flexShrink: 0,
    },
  } as const;
  return {
    [`& .${ROW_CONTROL_CLASSES.button}`]: {
      ...round,
      flex: '0 0 auto',
      padding: '5px',
      margin: 0,
      border: 0,
      outline: 0,
      cursor: 'pointer',
      bgcolor: 'transparent',
      color: 'action.active',
      '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
    },
    [`& .${ROW_CONTROL_CLASSES.check}`]: {
      ...round,
      padding: '9px',
      color: 'text.secondary',
      '&[data-checked]': { color: 'primary.main' },
      '&:hover, &:has(input:focus-visible)': {
        bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
      },
      '& > input': {
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        margin: 0,
        padding: 0,
        opacity: 0,
        cursor: 'pointer',
        zIndex: 1,
      },
    },
  } as Record<string, SystemStyleObject<Theme>>;
}
