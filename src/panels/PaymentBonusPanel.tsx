import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Payment } from '../../resources/payments';
import { formattingLocale } from '../i18n/languages';
import type { PanelProps } from '../resource-ui/types';
import { useRunAction } from '../resource-ui/useRunAction';
import { campaignProblem, offeredCampaigns } from './bonusCampaignRules';
import { panelActionSpec } from './panelAction';
import { useBonusCampaigns } from './useBonusCampaigns';

/**
 * The bonus campaign assignment of a processed deposit (beta, 002 §2–§5): campaigns in the
 * deposit's currency for its wallet, why one is unavailable, the minimum deposit rule, and Apply
 * Bonus behind a 'This cannot be undone!' confirmation.
 */
export function PaymentBonusPanel({ record, definition }: PanelProps) {
  const translate = useTranslate();
  const locale = formattingLocale(useLocale());
  const payment = record as unknown as Payment;
  const { campaigns, assignments, error, reload } = useBonusCampaigns(definition.name, record);
  const [chosen, setChosen] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [run, running] = useRunAction(definition.name);
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>{translate('app.panels.paymentBonus.retry')}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!campaigns) return <LinearProgress />;
  const offered = offeredCampaigns(payment, campaigns);
  const entry = offered.find((candidate) => candidate.bonusCampaign.id === chosen);
  const problem = entry && campaignProblem(payment, entry, locale);
  const apply = async () => {
    setConfirming(false);
    const spec = panelActionSpec(definition, 'assignBonusCampaign');
    if (await run(spec, { id: record.id, record }, { playerId: payment.playerId, campaignId: chosen })) reload();
  };
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }} data-testid="payment-bonus">
      {(assignments ?? []).map((assignment, index) => (
        <Typography key={index} variant="body2">
          {translate('app.panels.paymentBonus.assigned', { title: assignmentTitle(assignment) })}
        </Typography>
      ))}
      {offered.length === 0 ? (
        <Typography variant="body2">{translate('app.panels.paymentBonus.empty')}</Typography>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={translate('app.panels.paymentBonus.campaign')}
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {offered.map((option) => (
              <MenuItem key={option.bonusCampaign.id} value={option.bonusCampaign.id} disabled={false}>
                {option.bonusCampaign.title}
              </MenuItem>
            ))}
          </TextField>
          {problem && <Alert severity="warning">{translate(problem.key, problem.args)}</Alert>}
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="contained" disabled={!entry || Boolean(problem) || running} onClick={() => setConfirming(true)}>
              {translate('app.panels.paymentBonus.apply')}
            </Button>
            <Typography variant="body2" color="warning.main">
              {translate('app.messages.bonusCannotBeUndone')}
            </Typography>
          </Stack>
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="apply-bonus-title">
        <DialogTitle id="apply-bonus-title">{translate('app.panels.paymentBonus.apply')}</DialogTitle>
        <DialogContent>{translate('app.messages.bonusCannotBeUndone')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void apply()}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function assignmentTitle(assignment: Record<string, unknown>): string {
  const campaign = (assignment.bonusCampaign ?? assignment) as Record<string, unknown>;
  return String(campaign.title ?? campaign.code ?? campaign.id ?? '');
}
