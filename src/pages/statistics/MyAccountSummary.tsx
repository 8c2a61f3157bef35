import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'ra-core';
import type { Player } from '../../../resources/player';
import { useMoneyText } from '../../format/useMoneyText';
import { WalletsCell } from '../../resource-ui/cells/WalletsCell';
import type { AnyRecord } from '../../resource-ui/types';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { usePageText } from '../player/usePageText';

/** My Account: the player's balance, wallets, status and KYC status. */
export function MyAccountSummary({ playerId }: { playerId: number | string }) {
  const t = usePageText();
  const enumLabel = useEnumLabel();
  const money = useMoneyText();
  const { data } = useGetOne<Player & { id: number }>('players', { id: Number(playerId) });
  return (
    <Card variant="outlined" data-testid="my-account">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {t('app.statistics.myAccount')}
        </Typography>
        {data && (
          <>
            <Typography variant="h6" component="p">
              {money(data.totalBalance.value, data.totalBalance.currency)}
            </Typography>
            <WalletsCell record={data as unknown as AnyRecord} source="balanceBag" />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {`${enumLabel('userState', data.status)} · ${enumLabel('kycStatus', data.kycStatus)}`}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
