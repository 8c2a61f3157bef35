import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { Translation } from '../../../../resources/translations';
import type { BackofficeDataProvider } from '../../../data/types';
import { formatDateTime } from '../../../format';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';
import { LabelTextsForm } from './LabelTextsForm';

/**
 * `/translations/{id}/show`: one label of one operator, its text in each language beside the
 * default, Save and Delete (asked first).
 */
export function TranslationWorkspace() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useGetOne<Translation>('translations', { id: Number(id) });
  const [confirming, setConfirming] = useState(false);
  const back = () => navigate('/translations');
  const remove = async () => {
    try {
      await dataProvider.runAction('translations', 'delete', { id, input: {} });
      notify('app.translations.deletedOne', { type: 'success', messageArgs: { code: data?.code ?? id } });
      back();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Box sx={{ maxWidth: 1100 }} data-testid="translation-workspace">
      <Title title={`${translate('resources.translations.name', { smart_count: 1 })} ${data?.code ?? ''}`} />
      <Button size="small" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1 }}>
        {translate('app.translations.back')}
      </Button>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1} sx={{ mb: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
                {data.code}
              </Typography>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <Chip size="small" label={data.operatorCode} />
                <Chip size="small" label={enumLabel('labelType', data.labelType)} />
                <Chip
                  size="small"
                  color={data.missing > 0 ? 'warning' : 'success'}
                  label={translate('app.translations.missingCount', { count: data.missing })}
                />
                <Typography variant="body2" color="text.secondary">
                  {translate('app.translations.updated', { time: formatDateTime(data.updated, { detail: true }) })}
                </Typography>
              </Stack>
            </Box>
            <Box>
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} data-testid="label-delete">
                {translate('ra.action.delete')}
              </Button>
            </Box>
          </Stack>
          <LabelTextsForm key={data.updated} label={data} onSaved={() => void refetch()} />
        </Paper>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-label-title">
        <DialogTitle id="delete-label-title">{translate('app.translations.deleteTitle', { code: data?.code ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.translations.deleteWarning')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()} data-testid="label-delete-confirm">
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
