/** Realistic sample records of the transaction resources, as the API returns them. */

export const betRowSample = {
  id: 90011,
  matchId: 4471230,
  match: 'Dinamo Zagreb - Hajduk Split',
  home: 'Dinamo Zagreb',
  away: 'Hajduk Split',
  sportCode: 'FOOTBALL',
  sportName: 'Football',
  feedCode: 'Lsports',
  guildName: 'Croatia',
  leagueName: 'HNL',
  isLive: false,
  matchDate: '2025-03-02T17:00:00Z',
  matchEndDate: '2025-03-02T18:52:00Z',
  matchConfirmedDate: null,
  matchStatus: { code: 'ENDED', description: 'Ended' },
  placementMatchScore: '0:0',
  placementMatchStats: { corners: [0, 0] },
  matchScore: '2:1',
  lastMatchStatsSs: '2:1',
  marketName: '1X2',
  outcomeText: '1',
  margin: 0.05,
  outcomeValue: 1.85,
  betrowStake: 10,
  maxWinValue: 18.5,
  status: { code: 'WON', description: 'Won' },
  paidValue: 18.5,
  paymentStatus: 'CLEARED',
  manualOverride: false,
  created: '2025-03-01T09:12:44Z',
  updated: '2025-03-02T19:01:10Z',
};

export const betslipSample = {
  id: 5512034,
  operatorCode: 'revo',
  playerId: 1042,
  playerName: 'Ana Horvat',
  playerUsername: 'ana.h',
  walletType: 'MAIN',
  currency: { code: 'EUR', currencySymbol: '€' },
  totalStake: 10,
  winValue: 18.5,
  maxWinValue: 18.512,
  feeValue: 0,
  feeWinValue: 0,
  bonusStake: 0,
  stakePerBetcomb: 10,
  paidValue: 18.5,
  paidOutDate: '2025-03-02T19:01:10Z',
  created: '2025-03-01T09:12:44Z',
  updated: '2025-03-02T19:01:10Z',
  country: 'HR',
  isCancelled: false,
  betslipType: 'SINGLES',
  combinations: 1,
  combinationSizes: [1],
  combinationDetails: null,
  betslipStatus: { simpleStatus: 'WON', code: 'WON_MAX', description: 'Won' },
  paymentStatus: { simpleStatus: 'CLEARED', code: 'CLEARED', description: 'Paid out' },
  betslipSettlementTries: 1,
  redemptionPeriod: 'P30D',
  counters: {
    notSettledBets: 0,
    wonBets: 1,
    lostBets: 0,
    noBets: 0,
    manualReviewBets: 0,
    cancelledBets: 0,
    allBets: 1,
  },
  betrows: [betRowSample],
};

export const kycGroupSample = {
  playerId: 1042,
  playerCode: { playerUsername: 'ana.h', playerRealm: 'revo' },
  operatorCode: 'revo',
  firstDocumentCreated: '2025-02-10T08:00:00Z',
  lastDocumentUpdated: '2025-02-11T10:30:00+01:00',
  kycStatus: 'UNDER_REVIEW',
  withdrawalState: 'LIMITED',
  previousAccountsCodes: ['revo:ana.old'],
  playerDocuments: [
    {
      id: 77,
      playerId: 1042,
      operatorCode: 'revo',
      documentType: 'ID_CARD',
      documentStatus: 'UNDER_REVIEW',
      comments: null,
      created: '2025-02-10T08:00:00Z',
      updated: '2025-02-11T09:30:00Z',
    },
  ],
};

export const bonusHistorySample = {
  created: '2025-03-01T09:12:44Z',
  historyType: 'BETSLIP_PLACED',
  betslipId: 5512034,
  withdrawalId: null,
  noBetrows: 1,
  totalOdds: 1.85,
  stake: 10,
  rolloverBefore: 40,
  rolloverAfter: 50,
  bonusMoneyBefore: 20,
  bonusMoneyMovement: 0,
  bonusMoneyAfter: 20,
  validationMessage: null,
};

export const bonusRecordSample = {
  id: 3301,
  operatorCode: 'revo',
  player: { id: 1042, playerCode: { playerUsername: 'ana.h' } },
  bonusCampaign: {
    id: 12,
    code: 'WELCOME100',
    title: 'Welcome 100%',
    bonusPercent: 100,
    rollover: 5,
    description: 'Double your first deposit',
    minDepositAmount: 10,
    currency: 'EUR',
    gateways: ['SKRILL'],
  },
  promotionStartTime: '2025-02-01T00:00:00Z',
  promotionEndTime: '2025-04-01T00:00:00Z',
  bonusPlayerStatus: 'LOCKED',
  settledDate: null,
  accountHistory: { id: 88001, accountMovement: 20, currency: 'EUR', accountHistoryType: { paymentWallet: 'SKRILL' } },
  rolloverAmountCampaign: 100,
  rolloverAmountCurrent: 50,
  bonusAmount: 20,
  bonusMoney: 20,
  paymentWallet: 'SKRILL',
  bonusPlayerHistories: [bonusHistorySample],
};

export const activityLogSample = {
  id: 700123,
  time: '2025-03-02T19:05:00Z',
  operatorCode: 'revo',
  logType: 'BETROW_SETTLEMENT_MANUALLY_CHANGED',
  significanceLevel: 'High80',
  userRole: 'OFFICE',
  userCode: { userRealm: 'revo-office', userUsername: 'marko' },
  userId: 5,
  affectedUserRole: 'PLAYER',
  affectedUserCode: { userRealm: 'revo', userUsername: 'ana.h' },
  affectedUserId: 1042,
  details: 'Bet row 90011 set from LOST to WON',
  transactionId: null,
  externalTransactionId: null,
  walletCode: null,
  currency: null,
  amount: null,
  matchId: 4471230,
  marketCode: '1X2',
  outcomeCode: '1',
  betrowId: 90011,
  bonusCampaignId: null,
  ipAddress: '10.0.0.12',
};

export const paymentSample = {
  id: 88001,
  paymentRequest: 'DEPOSIT',
  paymentRequestId: 61002,
  created: '2025-02-28T12:00:00Z',
  operatorCode: 'revo',
  playerId: 1042,
  playerUsername: 'ana.h',
  paymentMethod: 'SKRILL',
  paymentWallet: 'SKRILL',
  paymentStatus: 'PROCESSED',
  balanceBefore: 5,
  accountMovement: 20,
  balanceAfter: 25,
  taxPercentage: 0,
  currency: 'EUR',
  description: 'Deposit via Skrill',
  country: 'HR',
  ipAddress: '93.136.1.2',
};

export const accountHistorySample = {
  id: 88002,
  accountHistoryType: { historyType: 'PAYMENT', paymentRequest: 'WITHDRAWAL', depositState: null, withdrawState: 'REQUESTED' },
  paymentStatus: 'REQUESTED',
  accountMovement: -15,
  currency: { code: 'EUR', currencySymbol: '€' },
  created: '2025-03-03T08:00:00Z',
  operatorCode: 'revo',
  playerId: 1042,
  playerUsername: 'ana.h',
  description: 'Withdrawal request',
  taxPercentage: null,
  betslipId: null,
  paymentRequestId: 61003,
  bonusPlayerId: null,
  country: 'HR',
  ipAddress: '93.136.1.2',
};

/** A deep copy with one dotted path replaced. */
export function withPath<T>(sample: T, path: string, value: unknown): T {
  const copy = structuredClone(sample) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return copy as T;
}

/** The issue paths of a failed parse, joined with dots. */
export function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}
