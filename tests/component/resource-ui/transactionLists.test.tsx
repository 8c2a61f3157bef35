import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BonusesList } from '../../../src/generated/bonuses/BonusesList';
import { KycList } from '../../../src/generated/kyc/KycList';
import { StatisticsActivitiesLogList } from '../../../src/generated/statistics-activities-log/StatisticsActivitiesLogList';
import { StatisticsPaymentsList } from '../../../src/generated/statistics-payments/StatisticsPaymentsList';
import { activityLogSample, bonusRecordSample, kycGroupSample, paymentSample } from '../../unit/resources/samples';
import { renderWithAdmin, stubViewport } from './harness';

const list = (data: object[]) => ({
  getList: vi.fn(async () => ({ data, total: data.length })),
  runAction: vi.fn(async () => ({ data: {} })),
});
const filterQuery = (filter: object) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('transaction lists', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('activity log columns follow the selected log type', async () => {
    const { unmount } = renderWithAdmin(<StatisticsActivitiesLogList />, {
      dataProvider: list([activityLogSample]),
      path: `/statistics-activities-log${filterQuery({ logType: 'DEPOSIT' })}`,
    });
    expect(await screen.findByTestId('header-transactionId')).toBeInTheDocument();
    expect(screen.queryByTestId('header-matchId')).toBeNull();
    expect(screen.queryByTestId('header-betrowId')).toBeNull();
    unmount();
    renderWithAdmin(<StatisticsActivitiesLogList />, {
      dataProvider: list([activityLogSample]),
      path: `/statistics-activities-log${filterQuery({ logType: 'BETROW_SETTLEMENT_MANUALLY_CHANGED' })}`,
    });
    expect(await screen.findByTestId('header-betrowId')).toBeInTheDocument();
    expect(screen.getByTestId('header-matchId')).toBeInTheDocument();
    expect(screen.queryByTestId('header-transactionId')).toBeNull();
    expect(screen.queryByTestId('header-bonusCampaignId')).toBeNull();
  });

  it('cuts long details to 250 characters with the full text in a tooltip, and links managers', async () => {
    const details = 'x'.repeat(300);
    renderWithAdmin(<StatisticsActivitiesLogList />, {
      dataProvider: list([{ ...activityLogSample, details }]),
      path: '/statistics-activities-log',
      permissions: { role: 'central' },
    });
    const row = await screen.findByTestId(`row-${activityLogSample.id}`);
    expect(within(row).getByTestId('truncated-text')).toHaveTextContent(`${'x'.repeat(250)}…`);
    fireEvent.mouseOver(within(row).getByTestId('truncated-text'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(details);
    const manager = within(row).getByRole('link', { name: 'revo-office:marko' });
    expect(decodeURIComponent(manager.getAttribute('href') ?? '')).toContain('open=manager-revo-office:marko');
  });

  it('Add activity (central only) asks significance level and details, both required, details at most 2000', async () => {
    const dataProvider = list([activityLogSample]);
    const { unmount } = renderWithAdmin(<StatisticsActivitiesLogList />, { dataProvider, path: '/statistics-activities-log' });
    await screen.findByTestId(`row-${activityLogSample.id}`);
    expect(screen.queryByTestId('action-addActivity')).toBeNull();
    unmount();
    renderWithAdmin(<StatisticsActivitiesLogList />, {
      dataProvider,
      path: '/statistics-activities-log',
      permissions: { role: 'central' },
    });
    fireEvent.click(await screen.findByTestId('action-addActivity'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    const details = within(dialog).getByRole('textbox', { name: /details/ });
    fireEvent.change(details, { target: { value: 'y'.repeat(2001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Maximum length is 2000')).toBeInTheDocument();
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'High80' }));
    fireEvent.change(details, { target: { value: 'Called the player' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dataProvider.runAction).toHaveBeenCalledWith('statistics-activities-log', 'addActivity', {
        input: { significanceLevel: 'High80', details: 'Called the player' },
      }),
    );
  });

  it('bonus rollover shows current ÷ campaign for a LOCKED bonus, and the Cancelled switch only works while LOCKED', async () => {
    const won = { ...bonusRecordSample, id: 3302, bonusPlayerStatus: 'WON', rolloverAmountCurrent: 250 };
    const cancelled = { ...bonusRecordSample, id: 3303, bonusPlayerStatus: 'CANCELLED_BY_MANAGER' };
    renderWithAdmin(<BonusesList />, { dataProvider: list([bonusRecordSample, won, cancelled]), path: '/bonuses' });
    const locked = await screen.findByTestId('row-3301');
    expect(within(locked).getByTestId('rollover')).toHaveTextContent('50.00%');
    expect(within(screen.getByTestId('row-3302')).queryByTestId('rollover')).toBeNull();
    expect(screen.getByTestId('row-3302')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByTestId('row-3303')).toHaveAttribute('data-tone', 'warning');
    expect(within(screen.getByTestId('action-cancel-3301')).getByRole('switch')).not.toBeDisabled();
    expect(within(screen.getByTestId('action-cancel-3301')).getByRole('switch')).not.toBeChecked();
    expect(within(screen.getByTestId('action-cancel-3303')).getByRole('switch')).toBeDisabled();
    expect(within(screen.getByTestId('action-cancel-3303')).getByRole('switch')).toBeChecked();
    // The campaign's page is the central view's: an operator's view shows its title without a link.
    expect(within(locked).getByText('Welcome 100%')).toBeInTheDocument();
    expect(within(locked).queryByRole('link', { name: 'Welcome 100%' })).toBeNull();
  });

  it("links a bonus's campaign to its page in the central view", async () => {
    renderWithAdmin(<BonusesList />, { dataProvider: list([bonusRecordSample]), path: '/bonuses', permissions: { role: 'central' } });
    const campaign = within(await screen.findByTestId('row-3301')).getByRole('link', { name: 'Welcome 100%' });
    expect(campaign).toHaveAttribute('href', '/bonus-campaign-new?campaignCode=WELCOME100&operatorCode=revo');
  });

  it('row action selectors are named by their action, not by their current value', async () => {
    renderWithAdmin(<KycList />, { dataProvider: list([{ ...kycGroupSample, id: kycGroupSample.playerId }]), path: '/kyc' });
    const row = await screen.findByTestId(`row-${kycGroupSample.playerId}`);
    expect(within(row).getByRole('combobox', { name: 'resources.kyc.actions.setKycStatus' })).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'resources.kyc.actions.setWithdrawalState' })).toBeInTheDocument();
  });

  it('the download menu exports all pages through the report: reportPagesExportSize pages of the page size', async () => {
    const exportCsv = vi.fn(async () => new Response('\uFEFFID\r\n88001\r\n'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
    renderWithAdmin(<StatisticsPaymentsList />, {
      dataProvider: { ...list([paymentSample]), exportCsv },
      path: `/statistics-payments${filterQuery({ accountHistoryType: { paymentStatus: ['PROCESSED'] } })}`,
    });
    await screen.findByTestId(`row-${paymentSample.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'app.export.download' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'app.export.allPages' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportCsv).toHaveBeenCalledWith(
      'statistics-payments',
      expect.objectContaining({
        pagination: { page: 1, perPage: 1000 },
        filter: { accountHistoryType: { paymentStatus: ['PROCESSED'] } },
        headers: expect.arrayContaining([{ text: 'resources.statistics-payments.fields.id', value: 'id' }]),
      }),
    );
    click.mockRestore();
    createUrl.mockRestore();
  });

  it('payments link the request by direction and expand processed deposits in beta only', async () => {
    const withdrawal = { ...paymentSample, id: 88003, paymentRequest: 'WITHDRAWAL', paymentRequestId: 61003 };
    const { unmount } = renderWithAdmin(<StatisticsPaymentsList />, {
      dataProvider: list([paymentSample, withdrawal]),
      path: '/statistics-payments',
    });
    expect(await screen.findByRole('link', { name: '61002' })).toHaveAttribute('href', '/deposits/61002');
    expect(screen.getByRole('link', { name: '61003' })).toHaveAttribute('href', '/withdrawals/61003');
    expect(screen.queryByTestId('expand-88001')).toBeNull();
    unmount();
    renderWithAdmin(<StatisticsPaymentsList />, {
      dataProvider: list([paymentSample, withdrawal]),
      path: '/statistics-payments',
      permissions: { role: 'operator', beta: true },
    });
    expect(await screen.findByTestId('expand-88001')).toBeInTheDocument();
    expect(screen.queryByTestId('expand-88003')).toBeNull();
  });
  it('payments and bonuses print a currency sent as { code, currencySymbol } (001 §3, 002 §3): the code, amounts with the symbol', async () => {
    const euro = { code: 'EUR', currencySymbol: '€' };
    const { unmount } = renderWithAdmin(<StatisticsPaymentsList />, {
      dataProvider: list([{ ...paymentSample, currency: euro }]),
      path: '/statistics-payments',
    });
    const payment = await screen.findByTestId(`row-${paymentSample.id}`);
    expect(payment.textContent).not.toContain('[object Object]');
    expect(payment.textContent).toContain('20.00\u00a0€');
    expect(within(payment).getAllByText('EUR').length).toBeGreaterThan(0);
    unmount();
    const bonus = {
      ...bonusRecordSample,
      bonusCampaign: { ...bonusRecordSample.bonusCampaign, currency: euro },
      accountHistory: { ...bonusRecordSample.accountHistory, currency: euro },
    };
    renderWithAdmin(<BonusesList />, { dataProvider: list([bonus]), path: '/bonuses' });
    const row = await screen.findByTestId(`row-${bonus.id}`);
    expect(row.textContent).not.toContain('[object Object]');
    expect(row.textContent).toContain('20.00\u00a0€');
    expect(within(row).getAllByText('EUR').length).toBeGreaterThan(0);
  });
});
