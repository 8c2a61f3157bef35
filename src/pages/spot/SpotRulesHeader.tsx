import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { spotRules, type SpotRulePreview } from '../../../resources/spotLedger';
import type { BackofficeDataProvider } from '../../data/types';
import { useSpotRead } from './useSpotApi';

/**
 * The rules' header: how the rules are used (first match by position), how many booked
 * transactions applying them now would change (per field), and the button that applies them.
 */
export function SpotRulesHeader() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const preview = useSpotRead<z.output<typeof SpotRulePreview>>('spot/rules/preview');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const result = await dataProvider.runAction(spotRules.name, 'apply', { input: {} });
      notify('app.spot.rulesApplied', {
        type: 'success',
        messageArgs: { changed: (result.data as { changed?: number } | undefined)?.changed ?? 0 },
      });
      preview.reload();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} data-testid="spot-rules-header">
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {translate('app.spot.rules.hint')}
      </Typography>
      {preview.error && <Alert severity="error">{translate('app.spot.loadFailed', { message: preview.error })}</Alert>}
      {preview.data && (
        <Typography variant="body2" data-testid="spot-rules-preview">
          {translate('app.spot.rules.preview', { ...preview.data })}
        </Typography>
      )}
      <Button variant="contained" size="small" disabled={busy || !preview.data || preview.data.changed === 0} onClick={() => void apply()}>
        {translate('app.spot.rules.apply')}
      </Button>
    </Stack>
  );
}
