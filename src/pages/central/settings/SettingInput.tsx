import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SettingKey, SettingKind } from '../../../../resources/systemSettings';
import { useOperatorCodes } from '../../../widgets/useOperatorCodes';

export interface SettingInputProps {
  settingKey: SettingKey;
  kind: SettingKind;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The rule's messages by path (`socialLinks.0.url`). */
  errors: Record<string, string>;
  /** Under the input: what holds without a value of its own. */
  hint: string;
}

type Link = { name: string; url: string };

/**
 * One setting's input, by its kind: a number, a switch, an e-mail or an address, an operator, a
 * list of addresses, or a list of social links (name and address).
 */
export function SettingInput({ settingKey, kind, value, onChange, errors, hint }: SettingInputProps) {
  const translate = useTranslate();
  const operators = useOperatorCodes();
  const label = translate(`enums.settingKey.${settingKey}`);
  const error = errors[settingKey];
  const testId = `setting-${settingKey}`;
  if (kind === 'boolean') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              slotProps={{ input: { 'data-testid': testId } as object }}
            />
          }
          label={label}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      </Box>
    );
  }
  if (kind === 'servers' || kind === 'links') {
    const rows = (Array.isArray(value) ? value : []) as (string | Link)[];
    const set = (index: number, next: string | Link) => onChange(rows.map((row, i) => (i === index ? next : row)));
    return (
      <Stack spacing={1} data-testid={testId}>
        <Typography variant="subtitle2">{label}</Typography>
        {rows.map((row, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
            {kind === 'links' && (
              <TextField
                size="small"
                label={translate('app.settings.linkName')}
                value={(row as Link).name}
                onChange={(event) => set(index, { ...(row as Link), name: event.target.value.trim().toLowerCase() })}
                error={Boolean(errors[`${settingKey}.${index}.name`])}
                helperText={errors[`${settingKey}.${index}.name`]}
                sx={{ width: 160, flex: 'none' }}
              />
            )}
            <TextField
              size="small"
              fullWidth
              label={translate('app.settings.address')}
              value={kind === 'links' ? (row as Link).url : (row as string)}
              onChange={(event) =>
                set(index, kind === 'links' ? { ...(row as Link), url: event.target.value.trim() } : event.target.value.trim())
              }
              error={Boolean(errors[`${settingKey}.${index}${kind === 'links' ? '.url' : ''}`])}
              helperText={errors[`${settingKey}.${index}${kind === 'links' ? '.url' : ''}`]}
            />
            <IconButton aria-label={translate('app.settings.remove')} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, kind === 'links' ? { name: '', url: '' } : ''])}>
            {translate('app.settings.add')}
          </Button>
        </Box>
        <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
          {error ?? hint}
        </Typography>
      </Stack>
    );
  }
  if (kind === 'operator') {
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value || null)}
        error={Boolean(error)}
        helperText={error ?? hint}
      >
        <MenuItem value="">{translate('app.settings.firstOperator')}</MenuItem>
        {operators.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      type={kind === 'integer' ? 'number' : kind === 'email' ? 'email' : 'url'}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        onChange(kind === 'integer' ? (next === '' ? null : Number(next)) : kind === 'url' && next.trim() === '' ? null : next);
      }}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { 'data-testid': testId, ...(kind === 'integer' ? { min: 1, step: 1 } : {}) } }}
    />
  );
}
