import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { BetRowStatusChange } from '../../../resources/betRows';
import { formatDateTime } from '../../format';
import { ManagerLinkCell } from '../../resource-ui/cells/ManagerLinkCell';
import { enumColor } from '../../resource-ui/enumColor';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

export interface BetRowHistoryProps {
  steps: readonly BetRowStatusChange[];
}

const DOT = 12;

/**
 * A bet row's status history as a timeline, oldest first: per step the status (coloured as in the
 * lists), the status it replaced, where it came from (placement, settlement, staff), who, when
 * ("time not recorded" where the history has none) and, for a change by staff, the activity log's
 * details (the server's texts of the other steps are not shown: the source's label says it).
 *
 * @example
 * <BetRowHistory steps={history} />
 */
export function BetRowHistory({ steps }: BetRowHistoryProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  return (
    <Card variant="outlined" component="section" aria-labelledby="bet-row-history-title">
      <CardContent>
        <Typography variant="subtitle1" component="h2" id="bet-row-history-title" gutterBottom>
          {translate('app.bets.history.title')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="bet-row-history">
          {steps.map((step, index) => (
            <Box
              component="li"
              key={`${index}-${step.status}`}
              data-testid="bet-row-step"
              data-source={step.source}
              sx={{ display: 'grid', gridTemplateColumns: `${DOT * 2}px 1fr`, columnGap: 1.5 }}
            >
              <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'center' }} aria-hidden>
                <Box
                  sx={{
                    mt: 0.75,
                    width: DOT,
                    height: DOT,
                    borderRadius: '50%',
                    bgcolor: enumColor(step.status) === 'default' ? 'grey.500' : `${enumColor(step.status)}.main`,
                    zIndex: 1,
                  }}
                />
                {index < steps.length - 1 && <Box sx={{ position: 'absolute', top: DOT + 6, bottom: 0, width: 2, bgcolor: 'divider' }} />}
              </Box>
              <Stack spacing={0.5} sx={{ pb: index < steps.length - 1 ? 2 : 0, minWidth: 0 }}>
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Chip size="small" variant="outlined" color={enumColor(step.status)} label={enumLabel('betResultCode', step.status)} />
                  {step.previousStatus && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.bets.history.from', { status: enumLabel('betResultCode', step.previousStatus) })}
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {enumLabel('betRowStatusSource', step.source)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" component="div">
                  {step.created ? formatDateTime(step.created, { detail: true }) : translate('app.bets.history.timeUnknown')}
                  {step.userCode && (
                    <>
                      {' · '}
                      <ManagerLinkCell record={{ id: index, ...step }} source="userCode" />
                    </>
                  )}
                </Typography>
                {step.source === 'MANUAL' && step.details && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {step.details}
                  </Typography>
                )}
              </Stack>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
