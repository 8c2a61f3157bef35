/**
 * The second API's records and calls, in memory, shaped as the specification's entity lists give
 * them (001 §3, 002 §3) and answered as its call lists say (001 §7, 002 §7). Paths follow the API
 * path catalogue (002 §7): the operator code in front only where the catalogue writes it.
 */
type Answer = { status?: number; body?: unknown; csv?: string };
interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call, params: string[]) => Answer | undefined;
interface Helpers {
  ok: (payload: unknown) => Answer;
  page: (rows: unknown[], query: URLSearchParams) => unknown;
  filterOf: (query: URLSearchParams) => Record<string, unknown>;
}

const EUR = { code: 'EUR', currencySymbol: '€' };
const KES = { code: 'KES', currencySymbol: 'KSh' };
const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 + offset, 10, 30)).toISOString();
const limit = (value: number | null, color: string) => ({ limit: value, description: '', reason: '', appliedDate: day(-30), color });

function player(id: number, username: string, firstName: string, lastName: string, status: string, gender: 1 | 2) {
  return {
    id,
    operatorCode: 'op7',
    playerCode: { playerUsername: username, playerRealm: 'other' },
    email: `${username}@players.other.test`,
    emailVerified: true,
    status,
    disabledReason: status === 'ENABLED' ? null : 'Asked to be left alone',
    role: 'PLAYER',
    firstName,
    lastName,
    phoneNumber: '+254.700.000' + String(id).padStart(3, '0'),
    birthdate: '1990-04-0' + (id % 9 || 1),
    gender,
    langCode: 'en',
    street: 'Moi Avenue 4',
    locality: 'Nairobi',
    postalCode: '00100',
    country: 'KE',
    riskGroup: 'Normal',
    kycStatus: 'UNDER_REVIEW',
    accountType: 'PLAYER',
    totalBalance: { value: 120.5 + id, currency: EUR },
    tenantCurrency: EUR,
    balanceBag: [{ gatewayCode: 'MPESA', currency: KES, balance: 1500, isMainWallet: true, code: `W-${id}` }],
    minApprovedDeposit: { limit: 5 },
    maxApprovedDeposit: { limit: 5000 },
    minApprovedWithdrawal: { limit: 10 },
    maxApprovedWithdrawal: { limit: 2000 },
    withdrawalDisabled: false,
    lastLoginDate: day(-1),
    created: day(-200 + id),
    updated: day(-id),
  };
}

function betslip(id: number, playerId: number, username: string) {
  return {
    id,
    operatorCode: 'op7',
    playerId,
    playerName: username,
    playerUsername: username,
    walletType: 'MAIN',
    currency: EUR,
    totalStake: 10,
    winValue: 0,
    maxWinValue: 37.5,
    feeValue: 0,
    feeWinValue: 0,
    bonusStake: 0,
    stakePerBetcomb: 10,
    paidValue: 0,
    created: day(-id % 5),
    updated: day(-id % 5),
    country: 'KE',
    isCancelled: false,
    betslipType: 'MULTIPLE',
    combinations: 1,
    betslipStatus: { simpleStatus: 'NOT_SETTLED', code: 'NOT_SETTLED', description: 'Not settled' },
    paymentStatus: { simpleStatus: 'PENDING', code: 'PENDING', description: 'Pending' },
    betslipSettlementTries: 0,
    // A number of days: 002 §3 names the field and gives it no type.
    redemptionPeriod: 90,
    counters: { notSettledBets: 2, wonBets: 0, lostBets: 0, noBets: 0, manualReviewBets: 0, cancelledBets: 0, allBets: 2 },
    betrows: [
      betrow(id * 10 + 1, 'Gor Mahia', 'AFC Leopards', 'Gor Mahia', 1.5),
      betrow(id * 10 + 2, 'Tusker', 'Ulinzi Stars', 'Draw', 2.5),
    ],
  };
}

function betrow(id: number, home: string, away: string, outcomeText: string, odd: number) {
  return {
    id,
    matchId: 9000 + id,
    match: `${home} - ${away}`,
    home,
    away,
    sportCode: 'FOOTBALL',
    sportName: 'Football',
    leagueName: 'Premier League',
    isLive: false,
    matchDate: day(2),
    matchStatus: { code: 'NOT_STARTED', description: 'Not started' },
    marketName: 'Match result',
    outcomeText,
    outcomeValue: odd,
    betrowStake: 10,
    maxWinValue: 10 * odd,
    status: { code: 'NOT_SETTLED', description: 'Not settled' },
    paidValue: 0,
    manualOverride: false,
    created: day(-1),
    updated: day(-1),
  };
}

export function createData() {
  const players = [
    player(11, 'amina', 'Amina', 'Otieno', 'ENABLED', 2),
    player(12, 'brian', 'Brian', 'Kamau', 'ENABLED', 1),
    player(13, 'carol', 'Carol', 'Wanjiru', 'DISABLED', 2),
  ];
  const betslips = [betslip(701, 11, 'amina'), betslip(702, 12, 'brian')];
  const bonuses = [
    {
      id: 301,
      operatorCode: 'op7',
      player: { id: 11, playerCode: { playerUsername: 'amina' } },
      bonusCampaign: {
        id: 41,
        code: 'WELCOME100',
        title: 'Welcome hundred',
        bonusPercent: 100,
        rollover: 5,
        currency: EUR,
        minDepositAmount: 10,
      },
      promotionStartTime: day(-10),
      promotionEndTime: day(20),
      bonusPlayerStatus: 'LOCKED',
      accountHistory: { accountMovement: 50, currency: EUR, id: 8801, accountHistoryType: { paymentWallet: 'W-11' } },
      rolloverAmountCampaign: 250,
      rolloverAmountCurrent: 40,
      bonusAmount: 50,
      bonusMoney: 50,
      paymentWallet: 'W-11',
    },
  ];
  const payments = players.flatMap((entry, index) => [
    {
      id: 5000 + index * 2,
      paymentRequest: 'DEPOSIT',
      paymentRequestId: 6000 + index,
      created: day(-index - 1),
      operatorCode: 'op7',
      playerId: entry.id,
      playerUsername: entry.playerCode.playerUsername,
      paymentMethod: 'MPESA',
      paymentWallet: `W-${entry.id}`,
      paymentStatus: 'PROCESSED',
      balanceBefore: 100,
      accountMovement: 25.5,
      balanceAfter: 125.5,
      taxPercentage: 0,
      currency: EUR,
      description: 'M-Pesa deposit',
      country: 'KE',
      ipAddress: '198.51.100.7',
    },
  ]);
  const histories = players.flatMap((entry, index) => [
    {
      id: 8000 + index,
      accountHistoryType: { historyType: 'PAYMENT', paymentRequest: 'DEPOSIT', depositState: 'PROCESSED' },
      paymentStatus: 'PROCESSED',
      accountMovement: 25.5,
      currency: EUR,
      created: day(-index - 1),
      operatorCode: 'op7',
      playerUsername: entry.playerCode.playerUsername,
      description: 'M-Pesa deposit',
      taxPercentage: 0,
      paymentRequestId: 6000 + index,
      country: 'KE',
      ipAddress: '198.51.100.7',
    },
  ]);
  const kycDocuments = players.map((entry) => ({
    id: 100 + entry.id,
    playerId: entry.id,
    operatorCode: 'op7',
    documentType: 'PASSPORT',
    documentStatus: 'UNDER_REVIEW',
    comments: '',
    created: day(-5),
    updated: day(-4),
  }));
  const limits = new Map(
    players.map((entry) => [
      entry.id,
      {
        maxStakePerBetslip: limit(500, 'default'),
        maxPayoutPerBetslip: limit(5000, 'default'),
        maxStakePerMatch: limit(1000, 'light blue'),
        maxPayoutPerMatch: limit(10000, 'default'),
        minApprovedWithdrawal: limit(10, 'default'),
        maxApprovedWithdrawal: limit(2000, 'default'),
        minApprovedDeposit: limit(5, 'default'),
        maxApprovedDeposit: limit(5000, 'default'),
        selfProtectionDailyDepositLimit: limit(null, 'default'),
        selfProtectionWeeklyDepositLimit: limit(null, 'default'),
        selfProtectionMonthlyDepositLimit: limit(null, 'default'),
        selfProtectionDailyWageringLimit: limit(null, 'default'),
        selfProtectionWeeklyWageringLimit: limit(null, 'default'),
        selfProtectionMonthlyWageringLimit: limit(null, 'default'),
      } as Record<string, ReturnType<typeof limit>>,
    ]),
  );
  const state = { refreshes: 0, players, betslips, bonuses, payments, histories, kycDocuments, limits, routes };

  function routes(op: string, { ok, page, filterOf }: Helpers): Array<[string, RegExp, Handler]> {
    const findPlayer = (id: string) => players.find((entry) => entry.id === Number(id));
    const matches = (row: Record<string, unknown>, filter: Record<string, unknown>) =>
      Object.entries(filter).every(([key, value]) => {
        if (value === undefined || value === null || value === '' || typeof value === 'object') return true;
        const own = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], row);
        return own === undefined || String(own).toLowerCase().includes(String(value).toLowerCase());
      });
    const playerRows = (query: URLSearchParams) => {
      const filter = filterOf(query);
      return players.filter((entry) => {
        if (filter.playerId !== undefined && entry.id !== Number(filter.playerId)) return false;
        const username = filter.username ?? query.get('username');
        if (typeof username === 'string' && !entry.playerCode.playerUsername.includes(username)) return false;
        // `state` is this API's key for the player status (the specification names none).
        const states = typeof filter.state === 'string' ? [filter.state] : Array.isArray(filter.state) ? filter.state : [];
        if (states.length > 0 && !states.includes(entry.status)) return false;
        return true;
      });
    };
    const withLimits = (entry: (typeof players)[number]) => ({
      id: entry.id,
      operatorCode: entry.operatorCode,
      playerCode: entry.playerCode,
      accountType: entry.accountType,
      riskGroup: entry.riskGroup,
      tenantCurrency: entry.tenantCurrency,
      isExcluded: false,
      selfProtectionExcludeUntil: null,
      exclusionDescription: null,
      exclusionReason: null,
      ...limits.get(entry.id),
    });
    const history = (entry: (typeof histories)[number]) => entry;
    const P = `^${op}/players`;
    return [
      [
        'GET',
        new RegExp(`${P}$`),
        (call) => {
          const rows = playerRows(call.query);
          return ok(
            page(
              call.query.get('showLimitsDetails') === 'true' || filterOf(call.query).showLimitsDetails ? rows.map(withLimits) : rows,
              call.query,
            ),
          );
        },
      ],
      [
        'GET',
        new RegExp(`${P}/kyc/grouped/paginated$`),
        (call) =>
          ok(
            page(
              playerRows(call.query).map((entry) => ({
                playerId: entry.id,
                playerCode: entry.playerCode,
                operatorCode: entry.operatorCode,
                firstDocumentCreated: day(-5),
                lastDocumentUpdated: day(-4),
                kycStatus: entry.kycStatus,
                withdrawalState: 'NEW',
                previousAccountsCodes: [],
                playerDocuments: kycDocuments.filter((document) => document.playerId === entry.id),
              })),
              call.query,
            ),
          ),
      ],
      [
        'PUT',
        new RegExp(`${P}/(\\d+)/kyc/status/(\\w+)$`),
        (_call, [id, status]) => {
          const found = findPlayer(id);
          if (!found) return { status: 404, body: { success: false, message: 'No such player' } };
          found.kycStatus = status;
          return ok(found);
        },
      ],
      [
        'PUT',
        new RegExp(`${P}/(\\d+)/status/(\\w+)$`),
        (call, [id, status]) => {
          const found = findPlayer(id);
          if (!found) return { status: 404, body: { success: false, message: 'No such player' } };
          const reason = (call.body as { disabledReason?: string } | undefined)?.disabledReason;
          if (status !== 'ENABLED' && !reason) return { status: 400, body: { success: false, message: 'disabledReason: Required' } };
          found.status = status;
          found.disabledReason = status === 'ENABLED' ? null : (reason ?? null);
          return ok(found);
        },
      ],
      [
        'PUT',
        new RegExp(`${P}/(\\d+)/limits/(\\w+)$`),
        (call, [id, name]) => {
          const own = limits.get(Number(id));
          if (!own) return { status: 404, body: { success: false, message: 'No such player' } };
          const body = (call.body ?? {}) as { limit?: number | null; description?: string; reason?: string };
          own[name] = {
            limit: body.limit ?? null,
            description: body.description ?? '',
            reason: body.reason ?? '',
            appliedDate: new Date().toISOString(),
            color: 'white',
          };
          return ok(withLimits(findPlayer(id)!));
        },
      ],
      ['GET', new RegExp(`${P}/(\\d+)/self-protection-limits/deposit/amounts$`), () => ok({})],
      [
        'GET',
        new RegExp(`${P}/bonus$`),
        (call) =>
          ok(
            page(
              bonuses.filter((row) => matches(row, filterOf(call.query))),
              call.query,
            ),
          ),
      ],
      [
        'GET',
        new RegExp(`${P}/bonus/(\\d+)$`),
        (call, [playerId]) =>
          ok(
            page(
              bonuses.filter((row) => row.player.id === Number(playerId)),
              call.query,
            ),
          ),
      ],
      [
        'POST',
        new RegExp(`${P}/bonus/(\\d+)/cancel$`),
        (_call, [id]) => {
          const found = bonuses.find((row) => row.id === Number(id));
          if (!found) return { status: 404, body: { success: false, message: 'No such bonus' } };
          found.bonusPlayerStatus = 'CANCELLED_BY_MANAGER';
          const entry = {
            created: new Date().toISOString(),
            historyType: 'CANCELLED',
            bonusMoneyBefore: found.bonusMoney,
            bonusMoneyMovement: -found.bonusMoney,
            bonusMoneyAfter: 0,
          };
          return ok({ bonusPlayer: found, bonusPlayerHistories: [entry] });
        },
      ],
      ['GET', new RegExp(`${P}/(\\d+)/bonus/active$`), () => ({ body: { success: false, status: 200, message: 'No active bonus' } })],
      [
        'GET',
        new RegExp(`${P}/(\\d+)$`),
        (_call, [id]) => {
          const found = findPlayer(id);
          return found ? ok(found) : { status: 404, body: { success: false, message: 'No such player' } };
        },
      ],
      // "GET player gateways by id" (001 §7): a plain list, each gateway's limits as deposit and
      // withdrawal pairs ("gateway limits minAmount, maxAmount", 001 §3).
      [
        'GET',
        /^gateways\/(\d+)$/,
        (_call, [id]) =>
          findPlayer(id)
            ? ok([
                {
                  code: 'MPESA',
                  gatewayType: 'MPESA',
                  account: '+254700000011',
                  currency: KES,
                  created: day(-60),
                  deposit: { minAmount: 50, maxAmount: 70000 },
                  withdrawal: { minAmount: 100, maxAmount: 35000 },
                },
              ])
            : { status: 404, body: { success: false, message: 'No such player' } },
      ],
      // 001 §7: "GET cash desk gateways for operator; payload; 404 means none".
      [
        'GET',
        new RegExp(`^${op}/cash-desk/gateways/(\\d+)$`),
        () => ({ status: 404, body: { success: false, message: 'No cash desk gateways' } }),
      ],
      [
        'GET',
        /^betslips$/,
        (call) => {
          const filter = filterOf(call.query);
          const rows = betslips.filter(
            (row) =>
              (filter.playerId === undefined || row.playerId === Number(filter.playerId)) &&
              matches(row, { ...filter, playerId: undefined }),
          );
          return ok({
            tree: [{ code: 'FOOTBALL', name: 'Football', counter: rows.length, children: [] }],
            betslips: page(rows, call.query),
          });
        },
      ],
      [
        'GET',
        /^betslips\/player\/(\d+)$/,
        (call, [playerId]) => {
          const rows = betslips.filter((row) => row.playerId === Number(playerId));
          return ok({ tree: [], betslips: page(rows, call.query) });
        },
      ],
      [
        'GET',
        /^betslips\/(\d+)$/,
        (_call, [id]) => {
          const found = betslips.find((row) => row.id === Number(id));
          return found ? ok(found) : { status: 404, body: { success: false, message: 'No such betslip' } };
        },
      ],
      // The bet row configure URL (002 §7 gives no path): this API's choice.
      [
        'POST',
        /^betRows\/(\d+)\/status$/,
        (call, [betrowId]) => {
          const body = (call.body ?? {}) as { actionName?: string; actionValue?: string };
          if (body.actionName !== 'updateBetRowStatus' || !body.actionValue) {
            return { status: 400, body: { success: false, message: 'actionName must be updateBetRowStatus and actionValue a status' } };
          }
          const slip = betslips.find((row) => row.betrows.some((row2) => row2.id === Number(betrowId)));
          if (!slip) return { status: 404, body: { success: false, message: 'No such bet row' } };
          const row = slip.betrows.find((entry) => entry.id === Number(betrowId))!;
          row.status = { code: body.actionValue, description: body.actionValue };
          row.manualOverride = true;
          return ok({ betslip: slip });
        },
      ],
      [
        'GET',
        /^payments$/,
        (call) => {
          const filter = filterOf(call.query);
          const playerId = call.query.get('playerId');
          // 002 §7: the filter's accountHistoryType object (paymentRequest, paymentWallet, paymentMethod, paymentStatus).
          const within = (filter.accountHistoryType ?? {}) as Record<string, unknown>;
          const rows = payments.filter(
            (row) =>
              (!playerId || row.playerId === Number(playerId)) &&
              (!filter.currencyCode || row.currency.code === filter.currencyCode) &&
              Object.entries(within).every(([key, value]) => {
                const wanted = (Array.isArray(value) ? value : [value]).map(String);
                return wanted.length === 0 || wanted.includes(String((row as Record<string, unknown>)[key]));
              }),
          );
          return ok(page(rows, call.query));
        },
      ],
      ['GET', /^accountHistories$/, (call) => ok(page(histories.map(history), call.query))],
      // "For the player profile the payload is grouped by key" (002 §7): a map of day to rows.
      [
        'GET',
        /^accountHistories\/player\/(\d+)$/,
        (_call, [playerId]) => {
          const own = players.find((entry) => entry.id === Number(playerId));
          const grouped: Record<string, unknown[]> = {};
          for (const row of histories.filter((entry) => entry.playerUsername === own?.playerCode.playerUsername)) {
            (grouped[row.created.slice(0, 10)] ??= []).push(row);
          }
          return ok(grouped);
        },
      ],
    ];
  }
  return state;
}

export type Data = ReturnType<typeof createData>;
