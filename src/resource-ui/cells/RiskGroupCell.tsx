import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { RiskProfile } from '../../../resources/enums';
import { cellValue } from '../cellValue';
import type { CellProps } from '../types';
import { useEnumLabel } from '../useEnumLabel';
import { useRiskGroupChange } from '../../pages/limits/useRiskGroupChange';

/** The risk group as a chip opening a popup menu that changes it ('Risk group successfully updated to {n}%'). */
export function RiskGroupCell(props: CellProps) {
  const enumLabel = useEnumLabel();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [change, running] = useRiskGroupChange('players-limits');
  const value = String(cellValue(props) ?? '');
  const choose = (riskGroup: string) => {
    setAnchor(null);
    if (riskGroup !== value) void change(props.record, riskGroup);
  };
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Chip
        size="small"
        clickable
        disabled={running}
        color={value === 'Normal' ? 'default' : value === 'VIP200' ? 'success' : 'warning'}
        label={enumLabel('riskProfile', value)}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="risk-group-chip"
      />
      {/* The menu exists only while open: a page of rows would otherwise hold a closed menu per row. */}
      {anchor !== null && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': translate('resources.players-limits.fields.riskGroup') } }}
        >
          {RiskProfile.options.map((option) => (
            <MenuItem key={option} selected={option === value} onClick={() => choose(option)}>
              {enumLabel('riskProfile', option)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </Box>
  );
}
