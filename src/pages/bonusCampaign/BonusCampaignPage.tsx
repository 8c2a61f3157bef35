import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RecordLoadProblem } from '../../resource-ui/RecordLoadProblem';
import { bonusCampaign, type BonusCampaign } from '../../../resources/bonusCampaign';
import { lockedFields, type BonusCampaignInput } from '../../../resources/bonusCampaignRules';
import { filteredListPath } from '../../../resources/dashboard';
import type { BackofficeDataProvider } from '../../data/types';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { useMoneyText } from '../../format/useMoneyText';
import { ActionControl } from '../../resource-ui/ActionControl';
import { EnumCell } from '../../resource-ui/cells/EnumCell';
import { conflictOf } from '../../resource-ui/conflict';
import type { AnyRecord } from '../../resource-ui/types';
import { BonusCampaignForm } from './BonusCampaignForm';
import { TRANSITION_SPECS } from './campaignActions';
import { campaignValues, copyPath } from './campaignForm';
import { useCampaignGateways } from './useCampaignGateways';

/**
 * A bonus campaign's page (`/bonus-campaign/{id}` and `/bonus-campaign/{id}/show`): its status
 * with the changes that apply to it (publish, pause, resume, archive), what was granted under it
 * (a link to those player bonuses), Copy as new campaign, and its terms as a form, the fields its
 * status or its player bonuses fix disabled with the reason. A save based on an older copy is
 * refused; the page then offers to reload.
 */
export function BonusCampaignPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const moneyText = useMoneyText();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { id = '' } = useParams();
  const { data: campaign, error, isPending, refetch } = useGetOne<BonusCampaign>(bonusCampaign.name, { id: Number(id) });
  const gateways = useCampaignGateways();
  const [stale, setStale] = useState(false);

  if (error) {
    const criteria = `${translate(`resources.${bonusCampaign.name}.fields.${bonusCampaign.id}`)} ${id}`;
    return <RecordLoadProblem resource={bonusCampaign.name} criteria={criteria} error={error} onRetry={() => void refetch()} />;
  }
  if (gateways.error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void gateways.refetch()}>{translate('app.bonusCampaigns.retry')}</Button>}>
        {gateways.error instanceof Error ? gateways.error.message : String(gateways.error)}
      </Alert>
    );
  }
  if (isPending || gateways.isPending || !campaign) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  const save = async (input: BonusCampaignInput) => {
    try {
      await dataProvider.runAction(bonusCampaign.name, 'save', { id: campaign.id, input: { ...input, updated: campaign.updated } });
      notify('app.bonusCampaigns.done.save', { type: 'success' });
      setStale(false);
      await refetch();
      return [];
    } catch (failure) {
      if (conflictOf(failure)) {
        setStale(true);
        return [];
      }
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', { type: 'error' });
      return serverFieldErrors(failure);
    }
  };
  const heading = `${translate('resources.bonus-campaign.name', { smart_count: 1 })} ${campaign.code}`;
  const bonusesPath = filteredListPath('/bonuses', { 'bonusCampaign.code': campaign.code, operatorCode: campaign.operatorCode });
  const locked = lockedFields(campaign);
  const record = campaign as unknown as AnyRecord;

  return (
    <Stack spacing={2} sx={{ mt: 1, maxWidth: 1200 }} data-testid="bonus-campaign-page">
      <Title title={heading} />
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1">
          {heading}
        </Typography>
        <Box data-testid="campaign-status">
          <EnumCell record={record} source="status" enumName="bonusCampaignStatus" />
        </Box>
        <Typography color="text.secondary">{campaign.operatorCode}</Typography>
        <Box sx={{ flexGrow: 1 }} />
        {TRANSITION_SPECS.map((spec) => (
          <ActionControl key={spec.name} spec={spec} definition={bonusCampaign} record={record} target={{ id: campaign.id }} />
        ))}
        <Button component={Link} to={copyPath(campaign)} size="small" variant="outlined" data-testid="copy-campaign">
          {translate('app.bonusCampaigns.copy')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.bonusCampaigns.statusHint.${campaign.status}`)}
      </Typography>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap data-testid="campaign-usage">
        <Link to={bonusesPath}>{translate('app.bonusCampaigns.playerBonuses', { smart_count: campaign.playerBonuses })}</Link>
        <Typography variant="body2">{translate('app.bonusCampaigns.activeBonuses', { smart_count: campaign.activeBonuses })}</Typography>
        <Typography variant="body2">
          {translate('app.bonusCampaigns.granted', { amount: moneyText(campaign.bonusAmountGranted, campaign.currency) })}
        </Typography>
      </Stack>
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void refetch().then(() => setStale(false))}>
              {translate('app.bonusCampaigns.reload')}
            </Button>
          }
        >
          {translate('app.bonusCampaigns.stale')}
        </Alert>
      )}
      <BonusCampaignForm
        key={campaign.updated}
        defaultValues={campaignValues(campaign)}
        gateways={gateways.data ?? []}
        locked={locked}
        submitLabel="app.bonusCampaigns.form.save"
        onSubmit={save}
      />
    </Stack>
  );
}
