import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { rateLabel } from './RefreshRateSelector';
import { ToolbarButton } from './ToolbarButton';

/** A list's auto-refresh interval, chosen in the refresh button's menu. */
export interface RefreshRate {
  /** The interval in ms; 0 is Off. */
  value: number;
  options: readonly number[];
  onChange: (intervalMs: number) => void;
}

/** Props of {@link RefreshButton}. */
export interface RefreshButtonProps {
  onRefresh: () => void;
  /** The list's auto-refresh: the interval beside the button, chosen from its menu. */
  rate?: RefreshRate;
}

/**
 * The filter bar's "Refresh now" and, for a list that refreshes itself, its interval: a short
 * button naming the interval ("1 min") whose menu offers the others (000 §2's refresh-rate
 * selector, one toolbar slot instead of a wide select).
 *
 * @example
 * <RefreshButton onRefresh={refetch} rate={{ value: 60000, options: [0, 10000, 60000], onChange: setRate }} />
 */
export function RefreshButton({ onRefresh, rate }: RefreshButtonProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const refresh = <ToolbarButton compact icon={<RefreshIcon />} label={translate('app.filters.refresh')} onClick={onRefresh} />;
  if (!rate) return refresh;
  const title = translate('app.refreshRate.label');
  const shown = rate.options.includes(rate.value) ? rate.options : [...rate.options, rate.value].sort((a, b) => a - b);
  const current = rateLabel(translate, rate.value);
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" alignItems="center" sx={{ flexShrink: 0 }}>
      {refresh}
      <Tooltip title={title} describeChild>
        <Button
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-label={`${title}: ${current}`}
          endIcon={<ArrowDropDownIcon />}
          data-testid="refresh-rate"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 0, px: 1, '& .MuiButton-endIcon': { ml: 0 } }}
        >
          {current}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ list: { 'aria-label': title } }}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>{title}</ListSubheader>
        {shown.map((ms) => (
          <MenuItem
            key={ms}
            role="menuitemradio"
            aria-checked={ms === rate.value}
            selected={ms === rate.value}
            onClick={() => {
              close();
              rate.onChange(ms);
            }}
          >
            {rateLabel(translate, ms)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
