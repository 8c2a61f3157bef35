import { MenuItem, TextField } from '@mui/material';
import { usePermissions, useRefresh, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { isOperatorEntry } from '../operator/isOperatorEntry';
import { setOperatorChoice } from '../operator/operatorStore';
import { useOperatorChoice } from '../operator/useOperatorChoice';
import { useSwitchableOperators } from '../operator/useSwitchableOperators';

/**
 * Top-bar operator switcher (000 §2): the entries of `operators-info`, shown to the central role
 * when there is more than one. An operator entry reads as its code, any other entry as "Central
 * Office Manager". The choice is persisted and lists refresh.
 */
export function OperatorSwitcher() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Permissions>();
  const { operators } = useSwitchableOperators();
  const choice = useOperatorChoice() ?? permissions?.operatorCode ?? '';
  if (!permissions?.centralManager || operators.length <= 1) return null;
  const entries = operators.map((o) => ({
    code: o.operatorCode,
    label: isOperatorEntry(o) ? o.operatorCode : translate('app.operator.central'),
  }));
  if (choice && !entries.some((e) => e.code === choice)) entries.push({ code: choice, label: choice });
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      label={translate('app.operator.label')}
      value={choice}
      onChange={(event) => {
        setOperatorChoice(event.target.value);
        refresh();
      }}
      fullWidth={false}
      sx={{
        width: { xs: 'auto', sm: 240 },
        flex: { xs: '1 1 0', sm: 'none' },
        minWidth: { xs: 96, sm: 0 },
        mx: 1,
        '& .MuiInputBase-root': { color: 'inherit' },
        '& .MuiInputLabel-root': { color: 'inherit' },
      }}
    >
      {entries.map((entry) => (
        <MenuItem key={entry.code} value={entry.code}>
          {entry.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
