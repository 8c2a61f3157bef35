import { fireEvent, screen } from '@testing-library/react';
import { LimitCell } from '../../../src/resource-ui/cells/LimitCell';
import { renderWithAdmin } from './harness';

const record = {
  id: 7,
  operatorCode: 'op1',
  tenantCurrency: { code: 'EUR', currencySymbol: '€' },
  maxStakePerBetslip: { limit: 50000, color: 'MANUAL' },
  maxPayoutPerBetslip: null,
  selfProtectionDailyLossLimit: 250.5,
  selfProtectionTimeLimitPerGameSession: 5400,
};

describe('LimitCell', () => {
  it("writes a limit as money in the player's currency on its origin's colour; the session time in minutes", () => {
    renderWithAdmin(
      <>
        <LimitCell record={record} source="maxStakePerBetslip" />
        <LimitCell record={record} source="maxPayoutPerBetslip" />
        <LimitCell record={record} source="selfProtectionDailyLossLimit" />
        <LimitCell record={record} source="selfProtectionTimeLimitPerGameSession" />
      </>,
    );
    const stake = screen.getByTestId('limit-maxStakePerBetslip');
    expect(stake.textContent).toBe('50000.00\u00a0€');
    expect(stake).toHaveAttribute('data-origin', 'MANUAL');
    expect(stake).toHaveClass('limit-cell');
    expect(screen.getByTestId('limit-maxPayoutPerBetslip')).toHaveTextContent('—');
    expect(screen.getByTestId('limit-maxPayoutPerBetslip')).toHaveAttribute('data-origin', 'OPERATOR_DEFAULT');
    const loss = screen.getByTestId('limit-selfProtectionDailyLossLimit');
    expect(loss.textContent).toBe('250.50\u00a0€');
    expect(loss).toHaveAttribute('data-origin', 'PLAIN');
    expect(screen.getByTestId('limit-selfProtectionTimeLimitPerGameSession').textContent).not.toMatch(/€/);
  });

  it('shows the origin of a colour an API writes in other words or as a colour, and a code nothing reads as the operator default', () => {
    const other = {
      ...record,
      maxStakePerBetslip: { limit: 1, color: 'riskGroup' },
      maxPayoutPerBetslip: { limit: 2, color: '#FFFFFF' },
      maxStakePerMatch: { limit: 3, color: 9 },
    };
    renderWithAdmin(
      <>
        <LimitCell record={other} source="maxStakePerBetslip" />
        <LimitCell record={other} source="maxPayoutPerBetslip" />
        <LimitCell record={other} source="maxStakePerMatch" />
      </>,
    );
    expect(screen.getByTestId('limit-maxStakePerBetslip')).toHaveAttribute('data-origin', 'RISK_GROUP');
    expect(screen.getByTestId('limit-maxPayoutPerBetslip')).toHaveAttribute('data-origin', 'MANUAL');
    expect(screen.getByTestId('limit-maxStakePerMatch')).toHaveAttribute('data-origin', 'OPERATOR_DEFAULT');
  });

  it('opens its dialog on a click, without the click reaching the row', async () => {
    const rowClick = vi.fn();
    renderWithAdmin(
      <div onClick={rowClick}>
        <LimitCell record={record} source="maxStakePerBetslip" />
      </div>,
    );
    fireEvent.click(screen.getByTestId('limit-maxStakePerBetslip'));
    expect(await screen.findByTestId('limit-value')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('limit-value'));
    expect(rowClick).not.toHaveBeenCalled();
  });
});
