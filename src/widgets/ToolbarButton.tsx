import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { forwardRef, type ElementType, type ReactNode } from 'react';

/** True below the width at which a list's toolbar shows its buttons' words (900 px: tablets and phones). */
export function useCompactToolbar(): boolean {
  const theme = useTheme<Theme>();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

/** Props of {@link ToolbarButton}: a text button's, with its icon and label. */
export interface ToolbarButtonProps extends Omit<ButtonProps, 'children' | 'startIcon'> {
  icon: ReactNode;
  /** The words of the button, its accessible name and, when compact, its tooltip. */
  label: string;
  /** Icon only (default: below 900 px). */
  compact?: boolean;
  /** A link instead of a button (the router's `Link` and its route). */
  component?: ElementType;
  to?: string;
}

/**
 * A toolbar button: its icon and words on a wide screen, its icon alone with the words as tooltip
 * and accessible name on a narrow one, so a phone's toolbar stays one short row.
 *
 * @example
 * <ToolbarButton icon={<RefreshIcon />} label={translate('app.filters.refresh')} onClick={refetch} />
 */
export const ToolbarButton = forwardRef<HTMLButtonElement, ToolbarButtonProps>(function ToolbarButton(
  { icon, label, compact, sx, ...props },
  ref,
) {
  const narrow = useCompactToolbar();
  if (compact ?? narrow) {
    const { variant: _variant, fullWidth: _fullWidth, disableElevation: _elevation, endIcon: _endIcon, size: _size, ...rest } = props;
    return (
      <Tooltip title={label} describeChild>
        {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
        <span style={{ display: 'inline-flex', flexShrink: 0 }}>
          <IconButton ref={ref} color="primary" sx={sx} {...(rest as IconButtonProps)} aria-label={label}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button ref={ref} startIcon={icon} sx={[{ flexShrink: 0, whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]} {...props}>
      {label}
    </Button>
  );
});
