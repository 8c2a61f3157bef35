import { screen } from '@testing-library/react';
import { WalletsCell } from '../../../src/resource-ui/cells/WalletsCell';
import { renderWithAdmin } from './harness';

describe('WalletsCell', () => {
  it("shows each wallet's balance with its currency code (currency.code, 001 §3), the main wallet highlighted", async () => {
    const record = {
      id: 1,
      balanceBag: [
        { code: 'W1-1', gatewayCode: 'CASH_DESK', currency: { code: 'EUR' }, balance: 70, isMainWallet: true },
        { code: 'W1-2', gatewayCode: 'SKRILL', currency: { code: 'RON' }, balance: 30.5, isMainWallet: false },
      ],
    };
    renderWithAdmin(<WalletsCell record={record} source="balanceBag" />);
    const main = await screen.findByText('70.00 EUR');
    expect(main.closest('.MuiChip-root')).toHaveClass('MuiChip-colorPrimary');
    const second = screen.getByText('30.50 RON');
    expect(second.closest('.MuiChip-root')).toHaveClass('MuiChip-colorDefault');
  });
});
