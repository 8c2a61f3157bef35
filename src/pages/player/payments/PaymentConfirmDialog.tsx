import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useLocaleState } from 'ra-core';
import { useId } from 'react';
import { formatMoney } from '../../../../resources/money';
import { formattingLocale } from '../../../i18n/languages';
import { usePageText } from '../usePageText';
import type { Direction } from './paymentRules';

/** What a manual payment is about to book, as the confirmation shows it. */
export interface PaymentSummary {
  direction: Direction;
  username: string;
  amount: number;
  currency: string;
  currencySymbol?: string | null;
  gatewayName: string;
  description: string;
  campaignTitle?: string;
}

export interface PaymentConfirmDialogProps {
  summary: PaymentSummary;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a manual payment books money: player, amount with currency, gateway, description
 * and bonus campaign, with Cancel (the default) and the booking button.
 *
 * @example
 * <PaymentConfirmDialog summary={summary} sending={false} onCancel={close} onConfirm={book} />
 */
export function PaymentConfirmDialog({ summary, sending, onCancel, onConfirm }: PaymentConfirmDialogProps) {
  const t = usePageText();
  const [locale = 'en'] = useLocaleState();
  const titleId = useId();
  const deposit = summary.direction === 'DEPOSIT';
  const currency =
    summary.currencySymbol && summary.currencySymbol !== summary.currency
      ? `${summary.currency} (${summary.currencySymbol})`
      : summary.currency;
  const rows: [string, string, string][] = [
    ['player', t('app.payments.confirm.player'), summary.username],
    ['amount', t('app.payments.amount'), formatMoney(summary.amount, formattingLocale(locale), currency)],
    ['gateway', t('app.payments.gateway'), summary.gatewayName],
    ['description', t('app.payments.description'), summary.description],
  ];
  if (summary.campaignTitle) rows.push(['campaign', t('app.payments.campaign'), summary.campaignTitle]);
  return (
    <Dialog open onClose={sending ? undefined : onCancel} aria-labelledby={titleId} data-testid="payment-confirm">
      <DialogTitle id={titleId}>{t(deposit ? 'app.payments.confirm.titleDeposit' : 'app.payments.confirm.titleWithdrawal')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t(deposit ? 'app.payments.confirm.questionDeposit' : 'app.payments.confirm.questionWithdrawal')}
        </DialogContentText>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map(([key, label, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
                data-testid={`confirm-${key}`}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending} autoFocus>
          {t('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending} data-testid="payment-confirm-submit">
          {t(deposit ? 'app.payments.confirm.bookDeposit' : 'app.payments.confirm.bookWithdrawal')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
