/** The campaign form: choices from the operator's gateways, the rules under the fields, locked terms, a refused save's messages. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import en from '../../../i18n/en.json';
import type { CampaignGateway } from '../../../resources/bonusCampaign';
import { lockedFields } from '../../../resources/bonusCampaignRules';
import { BonusCampaignForm } from '../../../src/pages/bonusCampaign/BonusCampaignForm';
import { EMPTY_CAMPAIGN } from '../../../src/pages/bonusCampaign/campaignForm';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }) as typeof englishMessages, 'en', { allowMissing: true });

const wrap = (node: ReactNode) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {node}
      </AdminContext>
    </TestMemoryRouter>,
  );

const GATEWAYS: CampaignGateway[] = [
  { operatorCode: 'op1', code: 'CASH_DESK', name: 'Cash desk', currencies: ['EUR'] },
  { operatorCode: 'op1', code: 'SKRILL', name: 'Skrill', currencies: ['EUR'] },
  { operatorCode: 'op2', code: 'CASH_DESK', name: 'Cash desk', currencies: ['RON'] },
];

const values = {
  ...EMPTY_CAMPAIGN,
  operatorCode: 'op1',
  code: 'SPRING',
  title: 'Spring',
  gateways: ['SKRILL'],
  bonusPercent: '20',
  minDepositAmount: '10',
  rollover: '3',
};

describe('BonusCampaignForm', () => {
  it('shows the rules from the first submit on and sends nothing until they pass', async () => {
    const onSubmit = vi.fn(async () => []);
    wrap(
      <BonusCampaignForm
        defaultValues={EMPTY_CAMPAIGN}
        gateways={GATEWAYS}
        submitLabel="app.bonusCampaigns.form.create"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByTestId('campaign-submit'));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(5));
    expect(screen.getByText('Choose at least one gateway')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('preselects the operator currency and sends the terms as numbers and instants', async () => {
    const onSubmit = vi.fn(async (_input: unknown) => []);
    wrap(
      <BonusCampaignForm
        defaultValues={{ ...values, currency: '', gateways: [] }}
        gateways={GATEWAYS}
        submitLabel="app.bonusCampaigns.form.create"
        onSubmit={onSubmit}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('campaign-currency')).toHaveValue('EUR'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gateways' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Skrill' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(screen.getByTestId('campaign-bonusPercent'), { target: { value: '-5' } });
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(await screen.findByText('Must be at least 0')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('campaign-bonusPercent'), { target: { value: '25,5' } });
    fireEvent.change(screen.getByTestId('campaign-endTime'), { target: { value: '2030-05-01T12:00' } });
    fireEvent.click(screen.getByTestId('campaign-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      operatorCode: 'op1',
      code: 'SPRING',
      currency: 'EUR',
      gateways: ['SKRILL'],
      bonusPercent: 25.5,
      maxBonusAmount: null,
      endTime: new Date('2030-05-01T12:00').toISOString(),
    });
  });

  it('shows the fields a refused request names under them', async () => {
    const onSubmit = vi.fn(async () => [{ path: 'code', message: 'op1 already has a campaign SPRING' }]);
    wrap(
      <BonusCampaignForm
        defaultValues={{ ...values, currency: 'EUR' }}
        gateways={GATEWAYS}
        submitLabel="app.bonusCampaigns.form.create"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(await screen.findByText('op1 already has a campaign SPRING')).toBeInTheDocument();
  });

  it('disables the fixed terms, saying once why the money terms are fixed', () => {
    const locked = lockedFields({ status: 'ONGOING', playerBonuses: 4 });
    wrap(
      <BonusCampaignForm
        defaultValues={{ ...values, currency: 'EUR' }}
        gateways={GATEWAYS}
        locked={locked}
        submitLabel="app.bonusCampaigns.form.save"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByTestId('campaign-bonusPercent')).toBeDisabled();
    expect(screen.getByTestId('campaign-title')).toBeEnabled();
    const locks = screen.getByTestId('campaign-locks');
    expect(within(locks).getByText(/player bonuses were granted under these terms \(4\)/)).toBeInTheDocument();
    expect(screen.getByText('A campaign stays with its operator; copy it for another operator')).toBeInTheDocument();
  });

  it('offers no Save for an archived campaign', () => {
    wrap(
      <BonusCampaignForm
        defaultValues={{ ...values, currency: 'EUR' }}
        gateways={GATEWAYS}
        locked={lockedFields({ status: 'ARCHIVED', playerBonuses: 0 })}
        submitLabel="app.bonusCampaigns.form.save"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('campaign-submit')).toBeNull();
  });
});
