import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CurrencyType } from '../../../../resources/enums';
import { CurrencyRateInput, type ExchangeRate } from '../../../../resources/exchangeRates';
import type { BackofficeDataProvider } from '../../../data/types';
import { formatNumber } from '../../../format';
import { catalogueResolver } from '../../../forms/catalogueResolver';
import { FormTextField } from '../../../forms/FormTextField';
import { serverFieldErrors } from '../../../forms/serverFieldErrors';
import { useCatalogue } from '../../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';

/** The dialog's values: a new currency's code too. */

type Values = Omit<z.input<typeof CurrencyRateInput>, 'rate'> & { rate: number | null };

export interface RateDialogProps {
  /** The base currency the rate is against. */
  base: string;
  /** The currency to change; none adds one. */
  rate?: ExchangeRate;
  onClose: () => void;
  /** Called with the currency as saved. */
  onSaved: (rate: ExchangeRate) => void;
}

/**
 * Changes a currency's rate, type and symbol, or adds a currency, with the reason kept in the
 * history; shows both directions of the rate as typed (1 EUR = 1.08 USD; 1 USD = 0.925926 EUR).
 *
 * @example <RateDialog base="EUR" rate={usd} onClose={close} onSaved={reload} />
 */
export function RateDialog({ base, rate, onClose, onSaved }: RateDialogProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const enumLabel = useEnumLabel();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const resolver = useMemo(() => catalogueResolver<Values>(CurrencyRateInput, catalogue), [catalogue]);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      currency: rate?.currency ?? '',
      rate: rate?.rate ?? null,
      currencyType: rate?.currencyType ?? 'FIAT',
      currencySymbol: rate?.currencySymbol ?? '',
      reason: '',
    },
  });
  const { control, handleSubmit, setError, formState } = form;
  const [currency, typed] = useWatch({ control, name: ['currency', 'rate'] });
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.exchangeRates.${key}`, args);

  const save = handleSubmit(async ({ currency: code, ...input }) => {
    try {
      const { record } = await dataProvider.runAction('exchange-rates', 'saveRate', { id: code, input });
      notify('app.exchangeRates.saved', { type: 'success', messageArgs: { currency: code } });
      onSaved(record as unknown as ExchangeRate);
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const entry of fields) setError(entry.path as keyof Values, { type: 'server', message: entry.message });
      if (fields.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  });

  const valid = typeof typed === 'number' && typed > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rate-dialog-title">
      <DialogTitle id="rate-dialog-title">{rate ? t('changeTitle', { currency: rate.currency }) : t('addTitle')}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack component="form" id="rate-form" spacing={2} sx={{ pt: 1 }} onSubmit={(event) => void save(event)} noValidate>
            {!rate && <FormTextField<Values> name="currency" label={t('currency')} size="small" required hint={t('currencyHint')} />}
            <Controller
              name="rate"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  size="small"
                  type="number"
                  label={t('rateLabel', { base })}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { min: 0, step: 'any', 'data-testid': 'rate-input' } }}
                  autoFocus
                />
              )}
            />
            {valid && currency && (
              <Typography variant="body2" color="text.secondary" data-testid="rate-both-ways">
                {`1 ${base} = ${formatNumber(typed)} ${currency} · 1 ${currency} = ` +
                  `${formatNumber(Number((1 / typed).toPrecision(6)))} ${base}`}
              </Typography>
            )}
            <Controller
              name="currencyType"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  label={t('type')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  helperText={t('typeHint')}
                >
                  {CurrencyType.options.map((type) => (
                    <MenuItem key={type} value={type}>
                      {enumLabel('currencyType', type)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField<Values> name="currencySymbol" label={t('symbol')} size="small" required />
            <FormTextField<Values> name="reason" label={t('reason')} size="small" multiline minRows={2} hint={t('reasonHint')} />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="rate-form" variant="contained" disabled={formState.isSubmitting} data-testid="rate-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
