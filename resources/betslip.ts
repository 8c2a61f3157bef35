/**
 * Betslips and their bet rows: the betslips table, its bet row panel, cancel and bet row status
 * changes (002 §2–§9).
 */
import { z } from 'zod';
import { AUTO_REFRESH_OPTIONS, defineAction, defineResource } from './model';
import {
  BetResultCode,
  BetRowStatus,
  BetslipFullStatus,
  BetslipPaymentStatus,
  BetslipStatus,
  BetslipType,
  Feed,
  PlayType,
  Settlement,
  Sport,
  WalletType,
} from './enums';
import { timestamp } from './rules';
import { alsoRead } from './readings';

/** A currency as betslips and account entries carry it. */
export const CurrencyRef = z.object({
  code: z.string(),
  currencySymbol: z.string().nullable().optional(),
});

/** A status triple: the simple status, the detailed code and its text. */
const statusTriple = <S extends z.ZodType, C extends z.ZodType>(simpleStatus: S, code: C) =>
  z.object({ simpleStatus, code, description: z.string().nullable().optional() });

/** A code with its text (match status, bet row status). */
const codeWithText = <C extends z.ZodType>(code: C) => z.object({ code, description: z.string().nullable().optional() });

export const BetRow = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  match: z.string(),
  home: z.string().nullable().optional(),
  away: z.string().nullable().optional(),
  sportCode: Sport,
  sportName: z.string(),
  feedCode: z.string(),
  guildName: z.string().nullable().optional(),
  leagueName: z.string().nullable().optional(),
  isLive: z.boolean(),
  matchDate: timestamp(),
  matchEndDate: timestamp().nullable().optional(),
  matchConfirmedDate: timestamp().nullable().optional(),
  matchStatus: codeWithText(z.string()).nullable().optional(),
  /** Score when the bet was placed. */
  placementMatchScore: z.string().nullable().optional(),
  /** Match statistics when the bet was placed (shape not specified). */
  placementMatchStats: z.unknown(),
  matchScore: z.string().nullable().optional(),
  lastMatchStatsSs: z.string().nullable().optional(),
  marketName: z.string(),
  outcomeText: z.string(),
  margin: z.number().nullable().optional(),
  /** The odd. */
  outcomeValue: z.number(),
  betrowStake: z.number(),
  maxWinValue: z.number(),
  status: codeWithText(BetResultCode),
  paidValue: z.number().nullable().optional(),
  paymentStatus: BetslipPaymentStatus.nullable().optional(),
  manualOverride: z.boolean(),
  created: timestamp(),
  updated: timestamp(),
});

export type BetRow = z.output<typeof BetRow>;

export const BetslipCounters = z.object({
  notSettledBets: z.number().int(),
  wonBets: z.number().int(),
  lostBets: z.number().int(),
  noBets: z.number().int(),
  manualReviewBets: z.number().int(),
  cancelledBets: z.number().int(),
  allBets: z.number().int(),
});

export const Betslip = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  playerId: z.number().int(),
  playerName: z.string().nullable().optional(),
  playerUsername: z.string(),
  walletType: WalletType,
  currency: CurrencyRef,
  totalStake: z.number(),
  winValue: z.number().nullable().optional(),
  maxWinValue: z.number(),
  feeValue: z.number(),
  feeWinValue: z.number().nullable().optional(),
  bonusStake: z.number(),
  stakePerBetcomb: z.number(),
  paidValue: z.number().nullable().optional(),
  paidOutDate: timestamp().nullable().optional(),
  created: timestamp(),
  updated: timestamp(),
  country: z.string().nullable().optional(),
  isCancelled: z.boolean(),
  betslipType: BetslipType,
  combinations: z.number().int(),
  combinationSizes: z.array(z.number().int()).nullable().optional(),
  combinationDetails: z.string().nullable().optional(),
  /** simpleStatus: the status filter's values; code: the full status. */
  betslipStatus: statusTriple(BetslipStatus, BetslipFullStatus),
  paymentStatus: statusTriple(BetslipPaymentStatus, BetslipPaymentStatus),
  betslipSettlementTries: z.number().int(),
  /** A period: ISO 8601 (`P30D`), words (`30 days`) or a number of days (002 §3 gives no type). */
  redemptionPeriod: alsoRead(z.string(), z.number(), '002 §3 gives the redemption period no type').nullable().optional(),
  counters: BetslipCounters,
  betrows: z.array(BetRow),
});

export type Betslip = z.output<typeof Betslip>;

/** A node of the sports tree the list response carries beside the page. */
export interface SportsTreeNode {
  code: string;
  name: string;
  counter: number;
  children?: SportsTreeNode[] | null;
}

export const SportsTreeNode: z.ZodType<SportsTreeNode> = z.object({
  code: z.string(),
  name: z.string(),
  counter: z.number().int(),
  get children() {
    return z.array(SportsTreeNode).nullable().optional();
  },
});

/** A betslip as lists carry it: without its bet rows (`api.recordOnly`), which the single record has. */
export const BetslipListItem = Betslip.omit({ betrows: true });
export type BetslipListItem = z.infer<typeof BetslipListItem>;

/** The list payload: `{ tree, betslips: { content, number, size, totalElements } }` (002 §3). */
export const BetslipListPayload = z.object({
  tree: SportsTreeNode.nullable().optional(),
  betslips: z.object({
    content: z.array(BetslipListItem),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    /** True when the count stopped and totalElements is a lower bound (resources/listTotals.ts). */
    totalElementsAtLeast: z.literal(true).optional(),
  }),
});

const nonNegative = { numeric: true, min: 0 } as const;

export const betslip = defineResource({
  name: 'betslips',
  route: '/betslips',
  menu: { group: 'players', icon: 'betslips', order: 80 },
  api: {
    path: 'betslips',
    listKey: 'betslips',
    // A 10,000-row page with its bet rows is 35 MB and 12 s of query time; without them, 9 MB and 2 s.
    recordOnly: ['betrows'],
    player: { path: 'player/{playerId}' },
  },
  recordName: 'id',
  schema: Betslip,
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'id', link: { to: '/betslips/{id}' } },
      { source: 'id', cell: 'ticket', label: 'ticket', sortable: false, width: 104 },
      { source: 'playerUsername', cell: 'playerLink' },
      { source: 'operatorCode', only: 'central' },
      { source: 'created' },
      { source: 'betslipType' },
      { source: 'betslipStatus.simpleStatus' },
      { source: 'betslipStatus.code', only: 'beta' },
      { source: 'paymentStatus.simpleStatus' },
      { source: 'currency.code' },
      { source: 'totalStake', currency: 'currency' },
      { source: 'bonusStake', currency: 'currency' },
      { source: 'stakePerBetcomb', currency: 'currency' },
      { source: 'feeValue', currency: 'currency' },
      { source: 'maxWinValue', decimals: 2, currency: 'currency' },
      { source: 'winValue', currency: 'currency' },
      { source: 'paidValue', currency: 'currency' },
      { source: 'paidOutDate' },
      { source: 'combinations' },
      { source: 'walletType' },
      { source: 'country' },
      { source: 'isCancelled', action: { name: 'cancel', input: 'isCancelled' } },
      { source: 'counters.allBets', only: 'debug' },
      { source: 'counters.notSettledBets', only: 'debug' },
      { source: 'counters.wonBets', only: 'debug' },
      { source: 'counters.lostBets', only: 'debug' },
      { source: 'counters.noBets', only: 'debug' },
      { source: 'counters.manualReviewBets', only: 'debug' },
      { source: 'counters.cancelledBets', only: 'debug' },
    ],
    defaultSort: { field: 'created', order: 'DESC' },
    // The stake is what staff come for; the rest of the money and the ticket's details fold away on a phone.
    keyColumns: ['totalStake'],
    foldColumns: ['bonusStake', 'stakePerBetcomb', 'feeValue', 'paidOutDate', 'combinations', 'walletType', 'country'],
    search: 'playerUsername',
    rowTone: [
      { when: { isCancelled: true }, tone: 'warning' },
      { when: { 'betslipStatus.simpleStatus': 'WON', 'paymentStatus.simpleStatus': 'CLEARED' }, tone: 'success' },
      { when: { 'betslipStatus.simpleStatus': 'LOST', 'paymentStatus.simpleStatus': 'CLEARED' }, tone: 'error' },
    ],
    expand: { panel: 'BetRowsPanel', source: 'betrows', itemTone: [{ when: { manualOverride: true }, tone: 'warning' }] },
    autoRefresh: { defaultSeconds: 10, embeddedSeconds: 0, options: AUTO_REFRESH_OPTIONS },
    titleCount: true,
    defaultFilter: { timeFrame: 'last24hours' },
    queryParams: { id: 'id', search: 'search', matchId: 'matchId' },
  },
  filters: [
    { source: 'id', type: 'input', match: 'exact', ...nonNegative },
    { source: 'playerId', type: 'input', match: 'exact', ...nonNegative },
    { source: 'currency.code', key: 'currencyCode', type: 'input', match: 'exact' },
    { source: 'totalStake', type: 'range', min: 0 },
    { source: 'paidValue', type: 'range', min: 0 },
    {
      source: 'betslipStatus.simpleStatus',
      type: 'multipleSelect',
      resets: ['betslipStatus.code', 'betslipStatus'],
    },
    { source: 'betslipStatus.code', type: 'multipleSelect', only: 'beta', resets: ['betslipStatus.simpleStatus'] },
    {
      source: 'betslipStatus',
      key: 'settlement',
      valueSchema: Settlement,
      type: 'select',
      resets: ['betslipStatus.simpleStatus'],
    },
    { source: 'paymentStatus.simpleStatus', type: 'multipleSelect' },
    { source: 'betslipType', type: 'multipleSelect' },
    { source: 'betrows', key: 'playType', valueSchema: PlayType, type: 'select' },
    { source: 'betrows', key: 'feed', valueSchema: Feed, type: 'select' },
    { source: 'created', key: 'timeFrame', type: 'timeFrame', presets: 'betslips' },
    { source: 'created', key: 'betslipDay', type: 'timeFrame', presets: 'betslipDay' },
    { source: 'betrows', key: 'matchDay', type: 'timeFrame', presets: 'matchDay' },
    // Betslips with a bet row on one match (a match's page lists them).
    { source: 'betrows', key: 'matchId', valueSchema: z.number().int(), type: 'input', match: 'exact', numeric: true, min: 1 },
    { source: 'operatorCode', type: 'select', only: 'central' },
  ],
  actions: {
    /** The isCancelled switch: `POST betslips/{id}/cancel?isCancelled=` with the flag in the body too. */
    cancel: defineAction({
      scope: 'record',
      request: { method: 'POST', path: '{id}/cancel', query: ['isCancelled'], queryInBody: true },
      answer: { record: true },
      input: z.object({ isCancelled: z.boolean() }),
      // Cancel and restore only while no bet row is settled (the server refuses otherwise).
      enabledWhen: {
        'counters.wonBets': 0,
        'counters.lostBets': 0,
        'counters.noBets': 0,
        'counters.manualReviewBets': 0,
        'counters.cancelledBets': 0,
      },
      disabledReason: 'app.actions.betslipSettled',
      // Cancelling refunds the stake: it asks first, naming the betslip, the player and the stake.
      confirm: {
        fields: [],
        unless: { isCancelled: false },
        title: 'app.messages.betslipCancelTitle',
        warning: 'app.messages.betslipCancelWarning',
      },
      messageArgs: { betslip: 'id', player: 'playerUsername', stake: { money: 'totalStake', currency: 'currency' } },
      textsBy: 'isCancelled',
      successMessage: 'app.messages.betslipCancelDone',
    }),
    /** The bet row status selector in the bet row panel; the response's `betslip` replaces the row. */
    setBetRowStatus: defineAction({
      scope: 'record',
      request: { method: 'PUT', path: 'betrows/{betrowId}/configure', fixedBody: { actionName: 'updateBetRowStatus' } },
      answer: { record: 'betslip' },
      input: z.object({ betrowId: z.number().int(), actionValue: BetRowStatus }),
      panelOnly: true,
    }),
  },
  storage: {
    countsMaintained: true,
    updatedColumn: 'updated',
    columns: {
      'currency.currencySymbol': 'currency_symbol',
      'betslipStatus.simpleStatus': 'status',
      'betslipStatus.code': 'status_code',
      'paymentStatus.simpleStatus': 'payment_status',
      'paymentStatus.code': 'payment_status',
      betslipSettlementTries: 'settlement_tries',
      // The counters are columns of their own names.
      'counters.notSettledBets': 'not_settled_bets',
      'counters.wonBets': 'won_bets',
      'counters.lostBets': 'lost_bets',
      'counters.noBets': 'no_bets',
      'counters.manualReviewBets': 'manual_review_bets',
      'counters.cancelledBets': 'cancelled_bets',
      'counters.allBets': 'all_bets',
    },
  },
});
