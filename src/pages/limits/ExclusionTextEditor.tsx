import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { exclusionTextProblem, LIMIT_TEXT_MAX } from '../../../resources/limitRules';
import { usePageText } from '../player/usePageText';
import { useSetLimit } from './useSetLimit';

export interface ExclusionTextEditorProps {
  playerId: number;
  /** `exclusionDescription` or `exclusionReason` (001 §7 limit names). */
  name: 'exclusionDescription' | 'exclusionReason';
  value: string | null | undefined;
  excluded: boolean;
}

/**
 * One exclusion text edited on its own: `PUT players/{id}/limits/{exclusionDescription|exclusionReason}`
 * with the text as the limit (001 §7). Its rules (`exclusionTextProblem`: only while excluded,
 * required, at most 255) show under the field; Save is enabled once the text changed.
 *
 * @example
 * <ExclusionTextEditor playerId={42} name="exclusionReason" value={record.exclusionReason} excluded={record.isExcluded} />
 */
export function ExclusionTextEditor({ playerId, name, value, excluded }: ExclusionTextEditorProps) {
  const t = usePageText();
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);
  const [send, sending] = useSetLimit();
  const problem = exclusionTextProblem(text, excluded);
  const changed = text.trim() !== (value ?? '').trim();
  const save = async () => {
    setTouched(true);
    if (problem) return;
    if (await send(playerId, { limitName: name, limit: text.trim() })) setTouched(false);
  };
  const shown = !excluded ? problem : touched ? problem : undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextField
        size="small"
        multiline
        fullWidth
        label={t(name === 'exclusionDescription' ? 'app.limits.description' : 'app.limits.reason')}
        value={text}
        disabled={!excluded}
        onChange={(event) => {
          setText(event.target.value);
          setTouched(true);
        }}
        error={excluded && Boolean(shown)}
        helperText={shown ? t(shown.key, shown.args) : ' '}
        slotProps={{ htmlInput: { maxLength: LIMIT_TEXT_MAX, 'data-testid': `${name}-input` } }}
      />
      <Button
        variant="outlined"
        disabled={!excluded || !changed || sending}
        onClick={() => void save()}
        data-testid={`${name}-save`}
        sx={{ mt: { sm: 0.5 } }}
      >
        {t('app.limits.save')}
      </Button>
    </Stack>
  );
}
