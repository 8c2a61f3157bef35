import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { cellValue } from '../cellValue';
import { useMoneyText } from '../../format/useMoneyText';
import { useEnumLabel } from '../useEnumLabel';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

interface Wallet {
  code?: string;
  gatewayName?: string;
  gatewayCode?: string;
  currency: { code: string };
  balance?: number;
  isMainWallet?: boolean;
}

/** A player's wallets: balance and currency (`currency.code`, 001 §3) per wallet, the main wallet highlighted. */
export function WalletsCell(props: CellProps) {
  const money = useMoneyText();
  const enumLabel = useEnumLabel();
  const value = cellValue(props);
  if (!Array.isArray(value) || value.length === 0) return <EmptyValue />;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {(value as Wallet[]).map((wallet, index) => (
        <Chip
          key={wallet.code ?? index}
          size="small"
          color={wallet.isMainWallet ? 'primary' : 'default'}
          title={wallet.gatewayCode ? enumLabel('paymentGateway', wallet.gatewayCode) : wallet.gatewayName}
          label={money(wallet.balance ?? 0, wallet.currency?.code)}
        />
      ))}
    </Stack>
  );
}
