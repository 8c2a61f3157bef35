import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDataProvider, useLocale, useNotify, useRefresh } from 'ra-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACTIVE_BONUS_UNKNOWN, parseAmount, type PaymentField } from '../../../../resources/paymentRules';
import type { Player } from '../../../../resources/player';
import type { BackofficeDataProvider } from '../../../data/types';
import { catalogueResolver } from '../../../forms/catalogueResolver';
import { formattingLocale } from '../../../i18n/languages';
import { useCatalogue } from '../../../resource-ui/useCatalogue';
import { usePageText } from '../usePageText';
import { PaymentConfirmDialog, type PaymentSummary } from './PaymentConfirmDialog';
import {
  emptyForm,
  localizedArgs,
  offeredCampaigns,
  paymentFormSchema,
  paymentRequest,
  withDefaults,
  type Direction,
  type PaymentData,
  type PaymentFormState,
} from './paymentRules';
import { usePaymentData } from './usePaymentData';

export interface ManualPaymentFormProps {
  player: Player;
  /** Focus the amount once the form has loaded (Add money). */
  focusAmount?: boolean;
}

/**
 * The manual payments form (001 §2, §5): deposit or withdrawal with cash-desk gateway, currency,
 * amount, description and, for deposits, an optional bonus campaign. A gateway or currency that is
 * the only choice is preselected. Every rule of 001 §5 Payments is checked, then a confirmation
 * shows player, amount and currency before `POST payments`; 'Payment done' then reloads the profile.
 * The form is a react-hook-form validated with the shared rules (`manualPaymentForm`); their
 * messages show from the first submit on.
 */
export function ManualPaymentForm({ player, focusAmount = false }: ManualPaymentFormProps) {
  const t = usePageText();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { data, error, isPending, refetch } = usePaymentData(player.id);
  const catalogue = useCatalogue();
  const locale = formattingLocale(useLocale());
  // The rules read the latest loaded data; the resolver stays the same form to form.
  const loaded = useRef<PaymentData>({ gateways: [], campaigns: [] });
  if (data) loaded.current = data;
  const lookup = useCallback(
    (key: string, args: Record<string, unknown>) =>
      catalogue(
        key,
        localizedArgs(args, (word) => catalogue(word, {}) ?? word, locale),
      ),
    [catalogue, locale],
  );
  const resolver = useMemo(
    () =>
      catalogueResolver<PaymentFormState>(
        paymentFormSchema(player, () => loaded.current),
        lookup,
      ),
    [player, lookup],
  );
  const { watch, setValue, handleSubmit, reset, trigger, formState } = useForm<PaymentFormState>({
    resolver,
    defaultValues: emptyForm('DEPOSIT'),
  });
  const entered = watch();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const ready = Boolean(data);
  useEffect(() => {
    if (!focusAmount || !ready) return;
    amountRef.current?.focus({ preventScroll: true });
    amountRef.current?.scrollIntoView({ block: 'center' });
  }, [focusAmount, ready]);
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('app.payments.retry')}</Button>}>
        {error instanceof Error ? error.message : String(error)}
      </Alert>
    );
  }
  if (isPending || !data) return <LinearProgress />;
  const form = withDefaults(entered, data);
  // Without the active bonus the withdrawable amount is unknown (001 §5): no withdrawal is offered.
  const bonusUnknown = form.direction === 'WITHDRAWAL' && data.activeBonus === ACTIVE_BONUS_UNKNOWN;
  const message = (field: PaymentField) => formState.errors[field]?.message;
  const gateway = data.gateways.find((candidate) => candidate.code === form.gatewayCode);
  const campaigns = offeredCampaigns(data.campaigns, form.currency, form.gatewayCode);
  /** Sets fields (over the shown defaults), re-checking the rules once the form was submitted. */
  const set = (patch: Partial<PaymentFormState>) => {
    const next = { ...form, ...patch };
    for (const name of Object.keys(next) as (keyof PaymentFormState)[]) setValue(name, next[name] as never);
    // The rules read several fields (the amount against the gateway's limits): all are checked again.
    if (formState.isSubmitted) void trigger();
  };
  const currency = gateway?.allowedCurrencies.find((option) => option.currency === form.currency);
  const summary: PaymentSummary = {
    direction: form.direction,
    username: player.playerCode.playerUsername,
    amount: parseAmount(form.amount) ?? 0,
    currency: form.currency,
    currencySymbol: currency?.currencySymbol,
    gatewayName: gateway?.name ?? form.gatewayCode,
    description: form.description.trim(),
    campaignTitle: campaigns.find((entry) => entry.bonusCampaign.id === form.bonusCampaignId)?.bonusCampaign.title,
  };
  const review = handleSubmit(() => setConfirming(true));
  const submit = async () => {
    setSending(true);
    try {
      await dataProvider.runAction('players-gateways', 'createPayment', { input: paymentRequest(form, player) });
      notify('app.messages.paymentDone', { type: 'success', messageArgs: { _: t('app.payments.done') } });
      reset(emptyForm(form.direction));
      setConfirming(false);
      refresh();
      void refetch();
    } catch (failure) {
      setConfirming(false);
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack
      spacing={2}
      component="form"
      aria-label={t('app.payments.title')}
      onSubmit={(event) => event.preventDefault()}
      data-testid="manual-payment"
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={form.direction}
        onChange={(_, value: Direction | null) => value && set({ ...emptyForm(value), description: form.description })}
      >
        <ToggleButton value="DEPOSIT">{t('app.payments.deposit')}</ToggleButton>
        <ToggleButton value="WITHDRAWAL">{t('app.payments.withdrawal')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('app.payments.gateway')}
          value={form.gatewayCode}
          onChange={(event) => set({ gatewayCode: event.target.value, currency: '', bonusCampaignId: '' })}
          error={Boolean(message('gatewayCode'))}
          helperText={message('gatewayCode')}
          slotProps={{ select: { inputProps: { 'data-testid': 'payment-gateway' } } }}
        >
          {data.gateways.map((option) => (
            <MenuItem key={option.code} value={option.code}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('app.payments.currency')}
          value={form.currency}
          onChange={(event) => set({ currency: event.target.value, bonusCampaignId: '' })}
          error={Boolean(message('currency'))}
          helperText={message('currency')}
          slotProps={{ select: { inputProps: { 'data-testid': 'payment-currency' } } }}
        >
          {(gateway?.allowedCurrencies ?? []).map((option) => (
            <MenuItem key={option.currency} value={option.currency}>
              {`${option.currency} ${option.currencySymbol ?? ''}`.trim()}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('app.payments.amount')}
          value={form.amount}
          inputRef={amountRef}
          onChange={(event) => set({ amount: event.target.value })}
          error={Boolean(message('amount'))}
          helperText={message('amount')}
          slotProps={{ htmlInput: { 'data-testid': 'payment-amount', step: 'any' } }}
        />
        <TextField
          size="small"
          label={t('app.payments.description')}
          value={form.description}
          onChange={(event) => set({ description: event.target.value })}
          error={Boolean(message('description'))}
          helperText={message('description')}
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'payment-description' } }}
        />
        {form.direction === 'DEPOSIT' &&
          (campaigns.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="no-campaigns">
              {t('app.payments.noCampaigns')}
            </Typography>
          ) : (
            <TextField
              select
              size="small"
              label={t('app.payments.campaign')}
              value={form.bonusCampaignId}
              onChange={(event) => set({ bonusCampaignId: event.target.value === '' ? '' : Number(event.target.value) })}
              error={Boolean(message('bonusCampaignId'))}
              helperText={message('bonusCampaignId')}
            >
              <MenuItem value="">{t('app.payments.noCampaign')}</MenuItem>
              {campaigns.map((entry) => (
                <MenuItem key={entry.bonusCampaign.id} value={entry.bonusCampaign.id}>
                  {entry.bonusCampaign.title}
                </MenuItem>
              ))}
            </TextField>
          ))}
      </Box>
      {bonusUnknown && (
        <Alert
          severity="error"
          data-testid="active-bonus-unknown"
          action={<Button onClick={() => void refetch()}>{t('app.payments.retry')}</Button>}
        >
          {t('app.payments.rules.activeBonusUnknown')}
        </Alert>
      )}
      <Box>
        <Button variant="contained" onClick={() => void review()} disabled={sending || bonusUnknown} data-testid="payment-submit">
          {t(form.direction === 'DEPOSIT' ? 'app.payments.submitDeposit' : 'app.payments.submitWithdrawal')}
        </Button>
      </Box>
      {confirming && (
        <PaymentConfirmDialog summary={summary} sending={sending} onCancel={() => setConfirming(false)} onConfirm={() => void submit()} />
      )}
    </Stack>
  );
}
