import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import en from '../../../i18n/en.json';
import { bonusCampaign } from '../../../resources/bonusCampaign';
import { BetslipsList } from '../../../src/generated/betslips/BetslipsList';
import { BonusesList } from '../../../src/generated/bonuses/BonusesList';
import { TRANSITION_SPECS } from '../../../src/pages/bonusCampaign/campaignActions';
import { ActionControl } from '../../../src/resource-ui/ActionControl';
import { betslipSample, bonusRecordSample } from '../../unit/resources/samples';
import { renderWithAdmin, stubViewport } from './harness';

/** The English texts of the confirmations and toasts, as staff read them. */
const messages = { app: { messages: en.app.messages, bonusCampaigns: en.app.bonusCampaigns } };
const open = { notSettledBets: 1, wonBets: 0, lostBets: 0, noBets: 0, manualReviewBets: 0, cancelledBets: 0, allBets: 1 };

function provider(records: Record<string, unknown>[]) {
  return {
    getList: vi.fn(async () => ({ data: records, total: records.length })),
    runAction: vi.fn(async (_resource: string, _action: string, params: { id?: number; input: Record<string, unknown> }) => ({
      data: {},
      record: { ...records.find((record) => record.id === params.id)!, ...params.input },
    })),
  };
}

describe('actions that ask first', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  it('the betslip cancel switch asks first, naming the betslip, the player and the stake; Close sends nothing', async () => {
    const dataProvider = provider([{ ...betslipSample, id: 7, totalStake: 12.5, counters: open, betrows: undefined }]);
    renderWithAdmin(<BetslipsList />, { dataProvider, path: '/betslips', messages });
    fireEvent.click(within(await screen.findByTestId('action-cancel-7')).getByRole('switch'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Cancel betslip 7 of ana.h?');
    expect(dialog).toHaveTextContent(/Betslip 7 is cancelled and its stake of 12\.50\s€ is refunded to ana\.h\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    expect(within(screen.getByTestId('action-cancel-7')).getByRole('switch')).not.toBeChecked();
  });

  it('Confirm cancels the betslip with exactly one call and the toast says what was refunded to whom', async () => {
    const dataProvider = provider([{ ...betslipSample, id: 7, totalStake: 12.5, counters: open, betrows: undefined }]);
    renderWithAdmin(
      <>
        <BetslipsList />
        <Notification />
      </>,
      { dataProvider, path: '/betslips', messages },
    );
    fireEvent.click(within(await screen.findByTestId('action-cancel-7')).getByRole('switch'));
    fireEvent.click(await screen.findByTestId('confirm-cancel-submit'));
    expect(await screen.findByText(/^Betslip 7 cancelled: 12\.50\s€ refunded to ana\.h$/)).toBeInTheDocument();
    expect(dataProvider.runAction).toHaveBeenCalledTimes(1);
    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'betslips',
      'cancel',
      expect.objectContaining({ id: 7, input: { isCancelled: true } }),
    );
    await waitFor(() => expect(within(screen.getByTestId('action-cancel-7')).getByRole('switch')).toBeChecked());
  });

  it('restoring a cancelled betslip runs at once and its toast says it was restored', async () => {
    const dataProvider = provider([{ ...betslipSample, id: 8, isCancelled: true, counters: open, betrows: undefined }]);
    renderWithAdmin(
      <>
        <BetslipsList />
        <Notification />
      </>,
      { dataProvider, path: '/betslips', messages },
    );
    fireEvent.click(within(await screen.findByTestId('action-cancel-8')).getByRole('switch'));
    expect(await screen.findByText('Betslip 8 of ana.h restored')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dataProvider.runAction).toHaveBeenCalledTimes(1);
    expect(dataProvider.runAction).toHaveBeenCalledWith(
      'betslips',
      'cancel',
      expect.objectContaining({ id: 8, input: { isCancelled: false } }),
    );
  });

  it('the bonus cancel switch asks first naming the bonus, the player and the forfeited money; Close sends nothing, Confirm one call', async () => {
    const dataProvider = provider([{ ...bonusRecordSample, bonusMoney: 17.25 }]);
    renderWithAdmin(
      <>
        <BonusesList />
        <Notification />
      </>,
      { dataProvider, path: '/bonuses', messages },
    );
    const toggle = () => within(screen.getByTestId('action-cancel-3301')).getByRole('switch');
    await screen.findByTestId('action-cancel-3301');
    fireEvent.click(toggle());
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Cancel bonus 3301 of ana.h?');
    expect(dialog).toHaveTextContent(/campaign “Welcome 100%” is cancelled and its bonus money of 17\.25\sEUR is forfeited/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    fireEvent.click(toggle());
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-cancel-submit'));
    expect(await screen.findByText(/^Bonus 3301 of ana\.h cancelled: 17\.25\sEUR forfeited$/)).toBeInTheDocument();
    expect(dataProvider.runAction).toHaveBeenCalledTimes(1);
    expect(dataProvider.runAction).toHaveBeenCalledWith('bonuses', 'cancel', expect.objectContaining({ id: 3301 }));
  });

  it('publishing a campaign asks first naming the campaign, its bonus and its cap; Close sends nothing, Confirm one call', async () => {
    const campaign = {
      ...bonusRecordSample.bonusCampaign,
      id: 12,
      status: 'DRAFT',
      maxBonusAmount: 250,
      operatorCode: 'revo',
    };
    const dataProvider = { runAction: vi.fn(async () => ({ data: {}, record: { ...campaign, status: 'NOT_STARTED' } })) };
    const publish = TRANSITION_SPECS.find((spec) => spec.name === 'publish')!;
    renderWithAdmin(
      <>
        <ActionControl spec={publish} definition={bonusCampaign} record={campaign} target={{ id: 12 }} />
        <Notification />
      </>,
      { dataProvider, messages },
    );
    fireEvent.click(screen.getByTestId('action-publish'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Publish campaign WELCOME100?');
    expect(dialog).toHaveTextContent(/“Welcome 100%” is offered with deposits from its start time: 100 % bonus, at most 250\.00\sEUR\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.runAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('action-publish'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-publish-submit'));
    expect(await screen.findByText('Campaign WELCOME100 published')).toBeInTheDocument();
    expect(dataProvider.runAction).toHaveBeenCalledTimes(1);
    expect(dataProvider.runAction).toHaveBeenCalledWith('bonus-campaign', 'publish', expect.objectContaining({ id: 12 }));
  });
});
