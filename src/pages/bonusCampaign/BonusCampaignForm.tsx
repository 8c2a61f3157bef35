import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { CampaignGateway } from '../../../resources/bonusCampaign';
import type { BonusCampaignInput, CampaignField, CampaignRule } from '../../../resources/bonusCampaignRules';
import { BonusCampaignType } from '../../../resources/enums';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import type { ServerFieldError } from '../../forms/serverFieldErrors';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { campaignFormSchema, type CampaignFormValues } from './campaignForm';
import { currencyChoices, gatewayChoices, operatorChoices } from './campaignOptions';

export interface BonusCampaignFormProps {
  /** What the inputs start with; the form starts over when the parent gives it a new `key`. */
  defaultValues: CampaignFormValues;
  gateways: readonly CampaignGateway[];
  /** Fields that may not change, each with the rule that fixes it (shown under the input). */
  locked?: Partial<Record<CampaignField, CampaignRule>>;
  /** Catalogue key of the submit button. */
  submitLabel: string;
  /** Sends the terms; resolves with the fields a refused request named (none when it went through). */
  onSubmit: (input: BonusCampaignInput) => Promise<readonly ServerFieldError[]>;
  /** Further controls beside the submit button (shown while some field may change). */
  children?: ReactNode;
}

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 };
const FIELD = (name: CampaignField) => `resources.bonus-campaign.fields.${name}`;

/**
 * The terms of a bonus campaign as a form (create and edit): the campaign (operator, code, title,
 * type, description), its money terms (currency, gateways, bonus percent and cap, minimum
 * deposit, rollover) and its schedule. Choices come from the operator's gateways; locked fields
 * are disabled with the rule that fixes them. Checked with the shared rules from the first submit
 * on; the fields a refused request names show its message.
 *
 * @example
 * <BonusCampaignForm defaultValues={EMPTY_CAMPAIGN} gateways={gateways} submitLabel="app.bonusCampaigns.form.create" onSubmit={create} />
 */
export function BonusCampaignForm({ defaultValues, gateways, locked = {}, submitLabel, onSubmit, children }: BonusCampaignFormProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const enumLabel = useEnumLabel();
  const resolver = useMemo(() => catalogueResolver<CampaignFormValues>(campaignFormSchema, catalogue), [catalogue]);
  const form = useForm<CampaignFormValues>({ resolver, defaultValues });
  const [sending, setSending] = useState(false);
  const operatorCode = form.watch('operatorCode');
  const currency = form.watch('currency');
  const currencies = useMemo(() => currencyChoices(gateways, operatorCode), [gateways, operatorCode]);
  const offered = useMemo(() => gatewayChoices(gateways, operatorCode, currency), [gateways, operatorCode, currency]);

  // Another operator or currency keeps only the choices it offers (its only currency preselected).
  useEffect(() => {
    if (locked.currency) return;
    const current = form.getValues('currency');
    if (current !== '' && currencies.includes(current)) return;
    form.setValue('currency', currencies.length === 1 ? currencies[0] : '');
  }, [currencies, form, locked.currency]);
  useEffect(() => {
    if (locked.gateways) return;
    const kept = form.getValues('gateways').filter((code) => offered.some((gateway) => gateway.code === code));
    if (kept.length !== form.getValues('gateways').length) form.setValue('gateways', kept);
  }, [offered, form, locked.gateways]);

  const submit = form.handleSubmit(async (input) => {
    setSending(true);
    try {
      for (const entry of await onSubmit(input as unknown as BonusCampaignInput)) {
        if (entry.path in defaultValues) form.setError(entry.path as CampaignField, { type: 'server', message: entry.message });
      }
    } finally {
      setSending(false);
    }
  });

  const ruleText = (rule: CampaignRule) => catalogue(rule.key, rule.args ?? {}) ?? rule.key;
  // A rule fixing several fields is said once above the form; a field's own rule under it.
  const texts = Object.values(locked).map(ruleText);
  const shared = [...new Set(texts.filter((text, index) => texts.indexOf(text) !== index))];
  const rule = (name: CampaignField) => {
    const text = locked[name] && ruleText(locked[name]);
    return text && !shared.includes(text) ? text : undefined;
  };
  const field = (name: CampaignField, extra: Record<string, unknown> = {}, hint?: string) => (
    <FormTextField<CampaignFormValues>
      name={name}
      label={translate(FIELD(name))}
      disabled={Boolean(locked[name]) || sending}
      hint={rule(name) || (hint ? translate(hint) : undefined)}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': `campaign-${name}` } }}
      {...extra}
    />
  );
  const adornment = (text: string) => ({ input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> } });
  const number = (name: CampaignField, unit: string, hint?: string) =>
    field(
      name,
      { inputMode: 'decimal', slotProps: { htmlInput: { 'data-testid': `campaign-${name}`, inputMode: 'decimal' }, ...adornment(unit) } },
      hint,
    );
  const select = (name: CampaignField, options: readonly string[], label: (value: string) => string) =>
    field(name, {
      select: true,
      slotProps: { select: { inputProps: { 'data-testid': `campaign-${name}` } } },
      children: options.map((option) => (
        <MenuItem key={option} value={option}>
          {label(option)}
        </MenuItem>
      )),
    });
  const gatewayLabel = (code: string) => enumLabel('paymentGateway', code);
  // An archived campaign is fixed in every field: nothing to save.
  const editable = (Object.keys(defaultValues) as CampaignField[]).some((name) => !locked[name]);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('resources.bonus-campaign.name', { smart_count: 1 })}>
        <Stack spacing={2}>
          {shared.length > 0 && (
            <Alert severity="info" data-testid="campaign-locks">
              {shared.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          )}
          <Section title="app.bonusCampaigns.form.campaign">
            {select('operatorCode', operatorChoices(gateways), (code) => code)}
            {field(
              'code',
              { slotProps: { htmlInput: { 'data-testid': 'campaign-code', style: { textTransform: 'uppercase' } } } },
              'app.bonusCampaigns.form.codeHint',
            )}
            {field('title')}
            {select('type', BonusCampaignType.options, (type) => enumLabel('bonusCampaignType', type))}
            <Box sx={{ gridColumn: { md: 'span 2' } }}>{field('description', { multiline: true, minRows: 2 })}</Box>
          </Section>
          <Section title="app.bonusCampaigns.form.terms">
            {select('currency', currencies, (code) => code)}
            {field(
              'gateways',
              {
                select: true,
                slotProps: {
                  select: {
                    multiple: true,
                    inputProps: { 'data-testid': 'campaign-gateways' },
                    renderValue: (selected: unknown) => (
                      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                        {(selected as string[]).map((code) => (
                          <Chip key={code} size="small" label={gatewayLabel(code)} />
                        ))}
                      </Stack>
                    ),
                  },
                },
                children: offered.map((gateway) => (
                  <MenuItem key={gateway.code} value={gateway.code}>
                    {gatewayLabel(gateway.code)}
                  </MenuItem>
                )),
              },
              currency ? undefined : 'app.bonusCampaigns.form.currencyFirst',
            )}
            {number('bonusPercent', '%')}
            {number('maxBonusAmount', currency, 'app.bonusCampaigns.form.noCap')}
            {number('minDepositAmount', currency)}
            {number('rollover', '×', 'app.bonusCampaigns.form.rolloverHint')}
          </Section>
          <Section title="app.bonusCampaigns.form.schedule">
            {field(
              'startTime',
              { type: 'datetime-local', slotProps: { htmlInput: { 'data-testid': 'campaign-startTime' }, inputLabel: { shrink: true } } },
              'app.bonusCampaigns.form.startHint',
            )}
            {field(
              'endTime',
              { type: 'datetime-local', slotProps: { htmlInput: { 'data-testid': 'campaign-endTime' }, inputLabel: { shrink: true } } },
              'app.bonusCampaigns.form.endHint',
            )}
          </Section>
          {editable && (
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Button type="submit" variant="contained" disabled={sending} data-testid="campaign-submit">
                {translate(submitLabel)}
              </Button>
              {children}
            </Stack>
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** A titled card of the form's fields. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Box sx={GRID}>{children}</Box>
      </CardContent>
    </Card>
  );
}
