import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bonusRecord } from '../../../resources/bonusRecord';
import { kycGroup } from '../../../resources/kycGroup';
import { payments } from '../../../resources/payments';
import { BonusHistoryPanel } from '../../../src/panels/BonusHistoryPanel';
import { KycDocumentsPanel } from '../../../src/panels/KycDocumentsPanel';
import { PaymentBonusPanel } from '../../../src/panels/PaymentBonusPanel';
import type { AnyRecord } from '../../../src/resource-ui/types';
import { bonusHistorySample, bonusRecordSample, kycGroupSample, paymentSample } from '../../unit/resources/samples';
import { renderWithAdmin } from '../resource-ui/harness';

const replaceRecord = vi.fn();
const campaign = (id: number, overrides: Record<string, unknown> = {}) => ({
  ...bonusRecordSample.bonusCampaign,
  id,
  title: `Campaign ${id}`,
  ...overrides,
});

describe('BonusHistoryPanel', () => {
  it('lists every history entry and filters on contribution to rollover', async () => {
    const record = {
      ...bonusRecordSample,
      bonusPlayerHistories: [bonusHistorySample, { ...bonusHistorySample, rolloverAfter: 40, historyType: 'DEPOSIT' }],
    } as unknown as AnyRecord;
    renderWithAdmin(<BonusHistoryPanel record={record} definition={bonusRecord} replaceRecord={replaceRecord} />);
    expect(await screen.findAllByTestId('bonus-history-row')).toHaveLength(2);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'app.panels.bonusHistory.contribution_yes' }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-history-row')).toHaveLength(1));
    expect(screen.getByText('BETSLIP_PLACED')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'app.panels.bonusHistory.contribution_no' }));
    await waitFor(() => expect(screen.getByText('DEPOSIT')).toBeInTheDocument());
    expect(screen.getAllByTestId('bonus-history-row')).toHaveLength(1);
  });
});

describe('PaymentBonusPanel', () => {
  const record = paymentSample as unknown as AnyRecord;
  const setup = (campaigns: unknown[]) => {
    const runAction = vi.fn(async (_resource: string, action: string) => ({ data: action === 'loadBonusCampaigns' ? campaigns : [] }));
    renderWithAdmin(<PaymentBonusPanel record={record} definition={payments} replaceRecord={replaceRecord} />, {
      dataProvider: { runAction },
    });
    return runAction;
  };

  it('shows the empty state when no campaign fits the deposit currency and wallet', async () => {
    setup([
      { bonusCampaign: campaign(1, { currency: 'USD' }), available: true },
      { bonusCampaign: campaign(2, { gateways: ['MPESA'] }), available: true },
    ]);
    expect(await screen.findByText('app.panels.paymentBonus.empty')).toBeInTheDocument();
  });

  it('explains an unavailable campaign and the minimum deposit, and enables Apply only for an applicable one', async () => {
    const runAction = setup([
      { bonusCampaign: campaign(1), available: false, unavailabilityReasonText: 'already used' },
      { bonusCampaign: campaign(2, { minDepositAmount: 50 }), available: true },
      { bonusCampaign: campaign(3), available: true },
    ]);
    const apply = await screen.findByRole('button', { name: 'app.panels.paymentBonus.apply' });
    expect(apply).toBeDisabled();
    const choose = async (name: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
      fireEvent.click(await screen.findByRole('option', { name }));
    };
    await choose('Campaign 1');
    expect(await screen.findByText('app.panels.paymentBonus.notAvailable')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    await choose('Campaign 2');
    expect(await screen.findByText('app.panels.paymentBonus.minimumDeposit')).toBeInTheDocument();
    await choose('Campaign 3');
    await waitFor(() => expect(apply).not.toBeDisabled());
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('app.messages.bonusCannotBeUndone')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('statistics-payments', 'assignBonusCampaign', {
        id: paymentSample.id,
        record: expect.objectContaining({ id: paymentSample.id }),
        input: { playerId: paymentSample.playerId, campaignId: 3 },
      }),
    );
  });
});

describe('KycDocumentsPanel', () => {
  it('loads a document image on demand and sets a document status', async () => {
    const runAction = vi.fn(async (_resource: string, action: string) => ({ data: action === 'loadDocumentImage' ? 'QUJD' : {} }));
    const record = { ...kycGroupSample, id: kycGroupSample.playerId } as unknown as AnyRecord;
    renderWithAdmin(<KycDocumentsPanel record={record} definition={kycGroup} replaceRecord={replaceRecord} />, {
      dataProvider: { runAction, getList: vi.fn() },
    });
    const document = kycGroupSample.playerDocuments[0];
    const row = await screen.findByTestId(`kyc-document-${document.id}`);
    fireEvent.click(within(row).getByRole('button', { name: 'app.panels.kyc.showImage' }));
    expect(await within(row).findByRole('img')).toHaveAttribute('src', 'data:image/jpeg;base64,QUJD');
    expect(runAction).toHaveBeenCalledWith('kyc', 'loadDocumentImage', { id: kycGroupSample.playerId, input: { documentId: document.id } });
    fireEvent.click(within(row).getByRole('button', { name: 'REJECTED' }));
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('kyc', 'setDocumentStatus', {
        id: kycGroupSample.playerId,
        input: { documentId: document.id, documentStatus: 'REJECTED' },
      }),
    );
  });
});
