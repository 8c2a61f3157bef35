import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale } from 'ra-core';
import type { Betslip } from '../../../resources/betslip';
import { formatDateTime, formatNumber } from '../../format';
import { formattingLocale } from '../../i18n/languages';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from '../player/usePageText';
import { useUiInfo } from '../player/useUiInfo';
import { ticketLines } from './ticketLines';
import { useOperatorLabels } from './useOperatorLabels';
import { useTitleText } from './useTitleText';

/**
 * The printable ticket card (width 450): logo, domain and players title (default titles in the
 * user's language), the betslip's lines, each bet row with its sport and the footer. The lines'
 * titles and the sports are the betslip operator's labels in the page language (`GET {op}/labels`);
 * until they arrive, the console's own words. The footer is `uiInfo.betslipFooter` (002 §2), the
 * operator's TICKET footer label only where the UI info has none.
 */
export function TicketCard({ betslip }: { betslip: Betslip }) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const ui = useUiInfo();
  const locale = formattingLocale(useLocale());
  const title = useTitleText();
  const officeTitle = title(ui.officeTitle, 'app.title');
  const label = (name: string, value: string) => enumLabel(name, value);
  const titles = useOperatorLabels(betslip.operatorCode, 'TICKET');
  const sports = useOperatorLabels(betslip.operatorCode, 'SPORT');
  // The footer is the UI info's betslipFooter (002 §2); an operator's TICKET label only where the UI info has none.
  const footer = ui.betslipFooter || titles?.footer;
  return (
    <Box
      id="ticket-print"
      sx={{ width: 450, maxWidth: '100%', mx: 'auto', p: 2, border: 1, borderColor: 'divider', bgcolor: '#fff', color: '#000' }}
      data-testid="ticket"
    >
      <Stack alignItems="center" spacing={0.5}>
        {ui.logoUrl ? (
          <Box component="img" src={ui.logoUrl} alt={officeTitle} sx={{ maxHeight: 48 }} />
        ) : (
          <Typography variant="h6" component="p" data-testid="ticket-logo">
            {officeTitle}
          </Typography>
        )}
        <Typography variant="body2">{ui.domain}</Typography>
        <Typography variant="subtitle2" data-testid="ticket-playersTitle">
          {title(ui.playersTitle, 'app.menu.groups.players')}
        </Typography>
      </Stack>
      <Divider sx={{ my: 1 }} />
      {ticketLines(betslip, label, locale).map((line) => (
        <Stack key={line.key} direction="row" justifyContent="space-between" spacing={2}>
          <Typography variant="body2">{titles?.[line.key] ?? t(`app.ticket.${line.key}`)}</Typography>
          <Typography variant="body2" fontWeight={600} data-testid={`ticket-${line.key}`}>
            {line.value}
          </Typography>
        </Stack>
      ))}
      <Divider sx={{ my: 1 }} />
      {betslip.betrows.map((row) => (
        <Box key={row.id} sx={{ py: 0.5 }} data-testid="ticket-betrow">
          <Typography variant="body2" fontWeight={600}>
            {row.match}
          </Typography>
          <Typography variant="caption" component="p">
            {`${formatDateTime(row.matchDate, { detail: true })} · ${sports?.[row.sportCode] ?? enumLabel('sport', row.sportCode)} · ` +
              `${row.marketName}`}
          </Typography>
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="body2">{row.outcomeText}</Typography>
            <Typography variant="body2">{`${formatNumber(row.outcomeValue)} · ${enumLabel('betResultCode', row.status.code)}`}</Typography>
          </Stack>
        </Box>
      ))}
      {footer && (
        <>
          <Divider sx={{ my: 1 }} />
          <Typography variant="caption" component="p" align="center" data-testid="ticket-footer">
            {footer}
          </Typography>
        </>
      )}
    </Box>
  );
}
