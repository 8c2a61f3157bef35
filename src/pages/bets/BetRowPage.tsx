import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { betslip } from '../../../resources/betslip';
import { BetRowStatus } from '../../../resources/enums';
import { panelActionSpec } from '../../panels/panelAction';
import { DetailSection } from '../../resource-ui/DetailSection';
import { enumColor } from '../../resource-ui/enumColor';
import type { AnyRecord } from '../../resource-ui/types';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { useRunAction } from '../../resource-ui/useRunAction';
import { BetRowHistory } from './BetRowHistory';
import { BET_ROW_SECTIONS } from './betRowSections';
import { useBetRow } from './useBetRow';

const setStatusSpec = panelActionSpec(betslip, 'setBetRowStatus');

/** A failed load: "not found" for a 404, else the message with Retry. */
function LoadError({ error, id, onRetry }: { error: unknown; id: string; onRetry: () => void }) {
  const translate = useTranslate();
  if ((error as { status?: number } | null)?.status === 404) {
    return (
      <Alert severity="warning" data-testid="record-not-found">
        {translate('app.bets.notFound', { id })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      data-testid="record-load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {translate('app.list.recordLoadFailed', { error: error instanceof Error ? error.message : String(error) })}
    </Alert>
  );
}

/**
 * The bet row page, `/bets/{id}` (002 §2: the betslips' bet row links open it in a new tab): the bet
 * row with its status and a selector to change it (the betslip's bet row status call, 002 §4), its
 * bet, match and betslip (links to the betslip, the match and the player), and its status history
 * as a timeline (`betslips/betrow/stacktrace/`). A malformed or unknown id says the row was not
 * found; a failed load shows the error with Retry.
 */
export function BetRowPage() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { id: raw = '' } = useParams();
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const { row, history } = useBetRow(id);
  const [run, running] = useRunAction(betslip.name);
  const heading = translate('app.bets.title', { id: raw });
  const page = (content: ReactNode) => (
    <Stack spacing={2} sx={{ mt: 1, mb: 2, contain: 'inline-size' }} data-testid="bet-row-page">
      <Title title={heading} />
      {content}
    </Stack>
  );
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)
    return page(<LoadError error={{ status: 404 }} id={raw} onRetry={() => undefined} />);
  if (row.error) return page(<LoadError error={row.error} id={raw} onRetry={() => void row.refetch()} />);
  if (!row.data) return page(<LinearProgress aria-label={translate('ra.page.loading')} />);
  const record = row.data;
  const changeStatus = (status: string) => void run(setStatusSpec, { id: record.betslipId }, { betrowId: record.id, actionValue: status });
  return page(
    <>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1">
          {heading}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={enumColor(record.status.code)}
          label={enumLabel('betResultCode', record.status.code)}
          data-testid="bet-row-status"
        />
        {record.manualOverride && <Chip size="small" color="warning" label={translate('app.bets.manualOverride')} />}
        <Box sx={{ flexGrow: 1 }} />
        <TextField
          select
          size="small"
          label={translate('app.bets.changeStatus')}
          value={BetRowStatus.options.includes(record.status.code as never) ? record.status.code : ''}
          onChange={(event) => changeStatus(event.target.value)}
          disabled={running}
          fullWidth={false}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'bet-row-status-select' } } }}
        >
          {BetRowStatus.options.map((option) => (
            <MenuItem key={option} value={option}>
              {enumLabel('betRowStatus', option)}
            </MenuItem>
          ))}
        </TextField>
        <Button component={RouterLink} to={`/betslips/${record.betslipId}`} variant="outlined">
          {translate('app.bets.openBetslip', { id: record.betslipId })}
        </Button>
      </Stack>
      {BET_ROW_SECTIONS.map((section) => (
        <DetailSection key={section.title} section={section} record={record as unknown as AnyRecord} />
      ))}
      {history.error ? (
        <LoadError error={history.error} id={raw} onRetry={() => void history.refetch()} />
      ) : history.data ? (
        <BetRowHistory steps={history.data} />
      ) : (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}
    </>,
  );
}
