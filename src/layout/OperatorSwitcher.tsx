import { MenuItem, TextField } from '@mui/material';
import { usePermissions, useRefresh, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { CENTRAL_OPERATOR, setOperatorChoice } from '../operator/operatorStore';
import { useOperatorChoice } from '../operator/useOperatorChoice';
import { useOperators } from '../operator/useOperators';

/** Top-bar operator switcher for central managers; the choice is persisted and lists refresh. */
export function OperatorSwitcher() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Permissions>();
  const { operators } = useOperators();
  const choice = useOperatorChoice() ?? CENTRAL_OPERATOR;
  if (permissions?.role !== 'central') return null;
  const codes = [CENTRAL_OPERATOR, ...operators.map((o) => o.operatorCode).filter((c) => c !== CENTRAL_OPERATOR)];
  if (!codes.includes(choice)) codes.push(choice);
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
      sx={{ width: 240, flex: 'none', mx: 1, '& .MuiInputBase-root': { color: 'inherit' }, '& .MuiInputLabel-root': { color: 'inherit' } }}
    >
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {code === CENTRAL_OPERATOR ? translate('app.operator.central') : code}
        </MenuItem>
      ))}
    </TextField>
  );
}
