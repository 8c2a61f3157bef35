import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { bonusCampaign, type BonusCampaign } from '../../../resources/bonusCampaign';
import type { BonusCampaignInput } from '../../../resources/bonusCampaignRules';
import type { BackofficeDataProvider } from '../../data/types';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { BonusCampaignForm } from './BonusCampaignForm';
import { copyValues, EMPTY_CAMPAIGN } from './campaignForm';
import { useCampaignGateways } from './useCampaignGateways';

/**
 * `/bonus-campaign-new`: a new campaign, saved as a draft. With `?campaignCode=X` (the player
 * bonuses' campaign link, 002 §2; `&operatorCode=` picks the operator's campaign X) the form
 * starts as a copy of campaign X: its terms, a new code, no dates. An unknown code says so and
 * starts empty. Created, the campaign's page opens.
 */
export function BonusCampaignNewPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [params] = useSearchParams();
  const code = params.get('campaignCode')?.trim() ?? '';
  const operatorCode = params.get('operatorCode')?.trim() ?? '';
  const source = useGetList<BonusCampaign>(
    bonusCampaign.name,
    {
      filter: { code, ...(operatorCode ? { operatorCode } : {}) },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'updated', order: 'DESC' },
    },
    { enabled: code !== '' },
  );
  const gateways = useCampaignGateways();
  const copied = code !== '' ? source.data?.[0] : undefined;

  const failure = (code !== '' ? source.error : null) ?? gateways.error;
  if (failure) {
    return (
      <Alert
        severity="error"
        action={
          <Button onClick={() => void (source.error ? source.refetch() : gateways.refetch())}>
            {translate('app.bonusCampaigns.retry')}
          </Button>
        }
      >
        {failure instanceof Error ? failure.message : String(failure)}
      </Alert>
    );
  }
  if ((code !== '' && source.isPending) || gateways.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  const create = async (input: BonusCampaignInput) => {
    try {
      const result = await dataProvider.runAction(bonusCampaign.name, 'create', { input });
      notify('app.bonusCampaigns.done.create', { type: 'success' });
      navigate(`/bonus-campaign/${String(result.record?.id ?? (result.data as { id: number }).id)}/show`);
      return [];
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return serverFieldErrors(error);
    }
  };
  const title = copied
    ? translate('app.bonusCampaigns.copyTitle', { code: copied.code, operator: copied.operatorCode })
    : translate('app.bonusCampaigns.newTitle');

  return (
    <Stack spacing={2} sx={{ mt: 1, maxWidth: 1200 }} data-testid="bonus-campaign-new">
      <Title title={title} />
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      {code !== '' && !copied && (
        <Alert severity="warning" data-testid="campaign-not-found">
          {translate('app.bonusCampaigns.notFound', { code })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.bonusCampaigns.newHint')}
      </Typography>
      <BonusCampaignForm
        key={copied ? `${copied.id}` : 'empty'}
        defaultValues={copied ? copyValues(copied) : EMPTY_CAMPAIGN}
        gateways={gateways.data ?? []}
        submitLabel="app.bonusCampaigns.form.create"
        onSubmit={create}
      >
        <Button component={Link} to={bonusCampaign.route}>
          {translate('ra.action.cancel')}
        </Button>
      </BonusCampaignForm>
    </Stack>
  );
}
