import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Controller, FormProvider, useForm, type Control } from 'react-hook-form';
import { PaymentMethod } from '../../../../resources/enums';
import { enumMeta } from '../../../../resources/model';
import { GatewaySetup, type OperatorGateway } from '../../../../resources/operators';
import type { BackofficeDataProvider } from '../../../data/types';
import { catalogueResolver } from '../../../forms/catalogueResolver';
import { FormTextField } from '../../../forms/FormTextField';
import { serverFieldErrors } from '../../../forms/serverFieldErrors';
import { useCatalogue } from '../../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../../resource-ui/useEnumLabel';

type Values = GatewaySetup;
type AmountPath = 'depositLimits.minAmount' | 'depositLimits.maxAmount' | 'withdrawalLimits.minAmount' | 'withdrawalLimits.maxAmount';

const TYPES = enumMeta.get(PaymentMethod)?.codes ?? [];

export interface GatewayDialogProps {
  operatorCode: string;
  /** The gateway to change; none adds one. */
  gateway?: OperatorGateway;
  /** The currency codes of the Exchange rates screen. */
  currencies: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

/** An amount input: empty is no limit. */
function AmountField({ control, name, label }: { control: Control<Values>; name: AmountPath; label: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          type="number"
          label={label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          fullWidth
        />
      )}
    />
  );
}

/**
 * Adds or changes an operator's cash-desk gateway: code (fixed once added), name, type, the
 * currencies it takes (from the Exchange rates screen), deposit and withdrawal limits in the
 * operator's currency, and whether the payments form offers it.
 *
 * @example <GatewayDialog operatorCode="op1" currencies={['EUR', 'USD']} onClose={close} onSaved={reload} />
 */
export function GatewayDialog({ operatorCode, gateway, currencies, onClose, onSaved }: GatewayDialogProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const enumLabel = useEnumLabel();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const resolver = useMemo(() => catalogueResolver<Values>(GatewaySetup, catalogue), [catalogue]);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      operatorCode,
      code: gateway?.code ?? '',
      name: gateway?.name ?? '',
      type: gateway?.type ?? 'CASH',
      currencies: gateway?.allowedCurrencies.map((entry) => entry.currency) ?? [],
      depositLimits: gateway?.depositLimits ?? { minAmount: null, maxAmount: null },
      withdrawalLimits: gateway?.withdrawalLimits ?? { minAmount: null, maxAmount: null },
      active: gateway?.active ?? true,
    },
  });
  const { control, handleSubmit, setError, formState } = form;
  const t = (key: string) => translate(`app.operators.gateways.${key}`);

  const save = handleSubmit(async (values) => {
    try {
      await dataProvider.runAction('operators', 'saveGateway', { input: values });
      notify('app.operators.gateways.saved', { type: 'success', messageArgs: { code: values.code } });
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const entry of fields) setError(entry.path as keyof Values, { type: 'server', message: entry.message });
      if (fields.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="gateway-dialog-title">
      <DialogTitle id="gateway-dialog-title">
        {translate(gateway ? 'app.operators.gateways.editTitle' : 'app.operators.gateways.addTitle', {
          code: gateway?.code ?? '',
          operator: operatorCode,
        })}
      </DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack component="form" id="gateway-form" spacing={2} sx={{ pt: 1 }} onSubmit={(event) => void save(event)} noValidate>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField<Values>
                name="code"
                label={t('code')}
                size="small"
                required
                disabled={Boolean(gateway)}
                fullWidth
                hint={gateway ? undefined : t('codeHint')}
              />
              <FormTextField<Values> name="name" label={t('name')} size="small" required fullWidth />
            </Stack>
            <Controller
              name="type"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  size="small"
                  label={t('gatewayType')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  fullWidth
                >
                  {TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {enumLabel('paymentMethod', type)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="currencies"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={[...currencies]}
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      size="small"
                      label={t('currencies')}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? t('currenciesHint')}
                    />
                  )}
                  data-testid="gateway-currencies"
                />
              )}
            />
            <Typography variant="subtitle2">{t('deposit')}</Typography>
            <Stack direction="row" spacing={2}>
              <AmountField control={control} name="depositLimits.minAmount" label={t('min')} />
              <AmountField control={control} name="depositLimits.maxAmount" label={t('max')} />
            </Stack>
            <Typography variant="subtitle2">{t('withdrawal')}</Typography>
            <Stack direction="row" spacing={2}>
              <AmountField control={control} name="withdrawalLimits.minAmount" label={t('min')} />
              <AmountField control={control} name="withdrawalLimits.maxAmount" label={t('max')} />
            </Stack>
            <Controller
              name="active"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t('active')}
                />
              )}
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="gateway-form" variant="contained" disabled={formState.isSubmitting} data-testid="gateway-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
