import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useGetList, useLocaleState, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { staffIssueText } from '../../../resources/rules';
import { SpotIncomingInvoiceInput, SpotSentInvoiceInput, SPOT_INVOICE_MAX_LINES } from '../../../resources/spotInvoices';
import type { SpotCostCenter, SpotEntity } from '../../../resources/spotOrganization';
import type { SpotPartner } from '../../../resources/spotLedger';
import { formatMoney } from '../../../resources/money';
import type { BackofficeDataProvider } from '../../data/types';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { draftInput, draftTotals, emptyLine, newDraft, type DraftLine, type InvoiceDraft } from './invoiceDraft';
import { SpotInvoiceTotals } from './SpotInvoiceTotals';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The form of a new invoice: entity, partner, cost center, the supplier's number (incoming), dates,
 * currency, the lines and their totals as they will be stored (computed as the server computes
 * them). Errors show under their fields, the server's too.
 */
export function SpotInvoiceForm({ resource, incoming, onClose }: { resource: string; incoming: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const entities = useGetList<SpotEntity>('spot-organization', ALL);
  const partners = useGetList<SpotPartner>('spot-partners', ALL);
  const centers = useGetList<SpotCostCenter>('spot-cost-centers', { ...ALL, sort: { field: 'code', order: 'ASC' } });
  const [draft, setDraft] = useState<InvoiceDraft>(() => newDraft());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const totals = useMemo(() => draftTotals(draft), [draft]);
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`);

  const set = (patch: Partial<InvoiceDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const setLine = (index: number, patch: Partial<DraftLine>) =>
    setDraft((previous) => ({ ...previous, lines: previous.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) }));
  const chooseEntity = (value: string) => {
    const entity = entities.data?.find((item) => String(item.id) === value);
    set({ entityId: value, costCenterId: '', ...(entity ? { currency: entity.baseCurrency } : {}) });
  };

  const submit = async () => {
    const input = draftInput(draft, incoming);
    const parsed = (incoming ? SpotIncomingInvoiceInput : SpotSentInvoiceInput).safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        found[path] ??= staffIssueText(issue, input, catalogue);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      await dataProvider.runAction(resource, 'addInvoice', { input: parsed.data as Record<string, unknown> });
      notify('app.spot.added', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((entry) => [entry.path, entry.message])));
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  // The choices are named by what they show (Entity, Partner, Cost center), not by their ids.
  const shown: Partial<Record<keyof InvoiceDraft, string>> = {
    entityId: 'entityName',
    partnerId: 'partnerName',
    costCenterId: 'costCenterCode',
  };
  const field = (name: keyof InvoiceDraft, extra: Record<string, unknown> = {}) => ({
    label: label(shown[name] ?? name),
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name],
    size: 'small' as const,
    fullWidth: true,
    ...extra,
  });
  const entityCenters = (centers.data ?? []).filter((center) => String(center.entityId) === draft.entityId);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby="spot-invoice-form">
      <DialogTitle id="spot-invoice-form">
        {translate(incoming ? 'app.spot.invoices.newIncoming' : 'app.spot.invoices.newSent')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!incoming && <Typography variant="body2">{translate('app.spot.invoices.draftHint')}</Typography>}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField select {...field('entityId')} onChange={(event) => chooseEntity(event.target.value)}>
              {(entities.data ?? []).map((entity) => (
                <MenuItem key={entity.id} value={String(entity.id)}>
                  {entity.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select {...field('partnerId')}>
              {(partners.data ?? []).map((partner) => (
                <MenuItem key={partner.id} value={String(partner.id)}>
                  {partner.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select {...field('costCenterId')} disabled={entityCenters.length === 0}>
              <MenuItem value="">{translate('app.spot.invoices.noCostCenter')}</MenuItem>
              {entityCenters.map((center) => (
                <MenuItem key={center.id} value={String(center.id)}>
                  {center.code} · {center.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {incoming && <TextField {...field('number')} />}
            <TextField {...field('issueDate', { type: 'date', slotProps: { inputLabel: { shrink: true } } })} />
            <TextField {...field('dueDate', { type: 'date', slotProps: { inputLabel: { shrink: true } } })} />
            <TextField {...field('currency')} onChange={(event) => set({ currency: event.target.value.toUpperCase() })} />
          </Stack>
          <Typography variant="subtitle2">{label('lines')}</Typography>
          {errors.lines && <Alert severity="error">{errors.lines}</Alert>}
          {draft.lines.map((line, index) => {
            const lineError = (name: keyof DraftLine) => errors[`lines.${index}.${name}`];
            const lineField = (name: keyof DraftLine, width?: number) => ({
              label: translate(`app.spot.invoices.line.${name}`),
              value: line[name],
              onChange: (event: { target: { value: string } }) => setLine(index, { [name]: event.target.value }),
              error: !!lineError(name),
              helperText: lineError(name),
              size: 'small' as const,
              sx: width ? { width: { md: width } } : { flexGrow: 1 },
            });
            return (
              <Stack
                key={index}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                alignItems={{ md: 'flex-start' }}
                data-testid="spot-invoice-line"
              >
                <TextField {...lineField('description')} />
                <TextField {...lineField('quantity', 110)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <TextField {...lineField('unitPrice', 170)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <TextField {...lineField('vatRate', 120)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
                <Stack direction="row" alignItems="flex-start" justifyContent="space-between" sx={{ minWidth: { md: 170 } }}>
                  <Typography
                    variant="body2"
                    sx={{ width: { md: 130 }, pt: { md: 1 }, textAlign: { md: 'right' } }}
                    data-testid="spot-invoice-line-net"
                  >
                    {totals.lines[index] ? formatMoney(Number(totals.lines[index]), locale, draft.currency) : '–'}
                  </Typography>
                  <IconButton
                    aria-label={translate('app.spot.invoices.removeLine')}
                    disabled={draft.lines.length === 1}
                    onClick={() => set({ lines: draft.lines.filter((_, at) => at !== index) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              </Stack>
            );
          })}
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.lines.length >= SPOT_INVOICE_MAX_LINES}
            onClick={() => set({ lines: [...draft.lines, emptyLine(draft.lines.at(-1)?.vatRate)] })}
          >
            {translate('app.spot.invoices.addLine')}
          </Button>
          <SpotInvoiceTotals
            resource={resource}
            rates={totals.rates}
            net={totals.net}
            vat={totals.vat}
            gross={totals.gross}
            currency={draft.currency}
          />
          <TextField {...field('note', { multiline: true, minRows: 2 })} />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate(incoming ? 'app.spot.invoices.save' : 'app.spot.invoices.saveDraft')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
