import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { RiskProfile } from '../../../resources/enums';
import type { Player } from '../../../resources/player';
import type { AnyRecord } from '../../resource-ui/types';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { useRiskGroupChange } from '../limits/useRiskGroupChange';

/** The risk group selector of the profile: changes at once on selection, sending the player record (001 §7). */
export function RiskGroupSelect({ player }: { player: Player }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const [change, running] = useRiskGroupChange('players');
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('resources.players.fields.riskGroup')}
      value={player.riskGroup}
      disabled={running}
      onChange={(event) => void change(player as unknown as AnyRecord, event.target.value)}
      slotProps={{ select: { inputProps: { 'data-testid': 'risk-group-select' } } }}
    >
      {RiskProfile.options.map((option) => (
        <MenuItem key={option} value={option}>
          {enumLabel('riskProfile', option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
