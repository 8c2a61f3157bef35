/**
 * The manual withdrawal form and the active bonus (001 §5, §7): the bonus money in the wallet is
 * not withdrawable (the wallet matched by its code), "no active bonus" is only the API's answer
 * with status 200, and a bonus that could not be read blocks the withdrawal with a message.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError, TestMemoryRouter, memoryStore, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../../../i18n/en.json';
import type { Player } from '../../../resources/player';
import { ManualPaymentForm } from '../../../src/pages/player/payments/ManualPaymentForm';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }) as typeof englishMessages, 'en', { allowMissing: true });

const player = {
  id: 7,
  operatorCode: 'op1',
  playerCode: { playerUsername: 'ana', playerRealm: 'op1' },
  withdrawalDisabled: false,
  balanceBag: [
    { code: 'W7-1', gatewayCode: 'CASH_DESK', gatewayName: 'Cash desk', currency: { code: 'EUR' }, balance: 113.78, isMainWallet: true },
    { code: 'W7-2', gatewayCode: 'MPESA', gatewayName: 'M-Pesa', currency: { code: 'EUR' }, balance: 20, isMainWallet: false },
  ],
  totalBalance: { value: 133.78, currency: 'EUR' },
} as unknown as Player;

const gateway = {
  code: 'CASH_DESK',
  name: 'Cash desk',
  allowedCurrencies: [{ currency: 'EUR', currencySymbol: '€', currencyType: 'TENANT_CURRENCY' }],
  depositLimits: { minAmount: 1, maxAmount: 10_000 },
  withdrawalLimits: { minAmount: 1, maxAmount: 10_000 },
};

/** A data provider answering the form's loads, with the active bonus answer given. */
function provider(activeBonus: () => Promise<unknown>) {
  const created: unknown[] = [];
  const runAction = async (_resource: string, action: string, params: { input?: unknown }) => {
    switch (action) {
      case 'loadCashDeskGateways':
        return { data: [gateway] };
      case 'loadExchangeRates':
        return { data: { baseCurrency: { currency: 'EUR' }, rates: { EUR: { rate: 1 } } } };
      case 'loadActiveBonus':
        return { data: await activeBonus() };
      case 'loadBonusCampaigns':
        return { data: [] };
      case 'loadDepositAmounts':
        return { data: {} };
      case 'createPayment':
        created.push(params.input);
        return { data: { message: 'Payment done' } };
      default:
        throw new Error(`unexpected ${action}`);
    }
  };
  return { dataProvider: { runAction } as unknown as DataProvider, created };
}

async function withdraw(dataProvider: DataProvider, amount: string) {
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ManualPaymentForm player={player} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Withdrawal' }));
  fireEvent.change(screen.getByTestId('payment-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('payment-description'), { target: { value: 'At the desk' } });
}

describe('manual withdrawal and the active bonus', () => {
  it('refuses the bonus money held in the wallet, with the message of 001 §5', async () => {
    const { dataProvider, created } = provider(async () => ({ bonusMoney: 100, accountHistory: { walletCode: 'W7-1' } }));
    await withdraw(dataProvider, '100');
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByText('max available for withdrawal (current balance - active bonus money) is 13.78€')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(created).toEqual([]);
  });

  it('lets the money of a wallet without the bonus out', async () => {
    const { dataProvider } = provider(async () => ({ bonusMoney: 100, accountHistory: { walletCode: 'W7-2' } }));
    await withdraw(dataProvider, '100');
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('reads only the answer with status 200 as "no active bonus"', async () => {
    const none = new HttpError('The player has no active bonus', 200, {
      success: false,
      status: 200,
      message: 'The player has no active bonus',
    });
    const { dataProvider } = provider(() => Promise.reject(none));
    await withdraw(dataProvider, '100');
    expect(screen.queryByTestId('active-bonus-unknown')).toBeNull();
    fireEvent.click(screen.getByTestId('payment-submit'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says so and offers no withdrawal when the active bonus could not be read', async () => {
    const failure = new HttpError('Internal server error', 500, { success: false, message: 'Internal server error' });
    const { dataProvider, created } = provider(() => Promise.reject(failure));
    await withdraw(dataProvider, '10');
    expect(await screen.findByTestId('active-bonus-unknown')).toHaveTextContent(
      "The player's active bonus could not be read, so the amount available for withdrawal is not known",
    );
    await waitFor(() => expect(screen.getByTestId('payment-submit')).toBeDisabled());
    expect(created).toEqual([]);
    // A deposit does not depend on the bonus.
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.queryByTestId('active-bonus-unknown')).toBeNull();
    expect(screen.getByTestId('payment-submit')).toBeEnabled();
  });
});
