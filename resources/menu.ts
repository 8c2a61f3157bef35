/**
 * The side menu's groups and the vocabulary a screen uses to place itself in them (000 §2 routes
 * table, §6): a group, an icon name, an order, an audience and a beta flag. Resource screens state
 * theirs in `defineResource({ menu, audience, beta })`, hand-written pages in
 * `src/layout/pageMenu.ts`; the menu, the home page, the route guard and the server's access check
 * read them. Icons are named here and drawn by `src/layout/menuIcons.tsx`.
 */

/**
 * Who may open a screen: `central` only in the central view (central managers), `operator` only
 * in one operator's view (office managers, and central managers who switched to an operator),
 * `both` in either.
 */
export type ScreenAudience = 'central' | 'operator' | 'both';

/** Names of the menu's icons. */
export type MenuIconName =
  | 'players'
  | 'limits'
  | 'selfProtection'
  | 'kyc'
  | 'withdrawals'
  | 'deposits'
  | 'bonuses'
  | 'betslips'
  | 'playerStatistics'
  | 'profitLoss'
  | 'accountHistory'
  | 'activityLog'
  | 'payments'
  | 'reports'
  | 'dashboard'
  | 'quickLinks'
  | 'managers'
  | 'exports'
  | 'settings'
  | 'roles'
  | 'matches'
  | 'marketsSorting'
  | 'leagues'
  | 'limitAlerts'
  | 'translations'
  | 'operators'
  | 'news'
  | 'bonusCampaign'
  | 'helpCenter'
  | 'exchangeRates'
  | 'system'
  | 'playersGroup'
  | 'statisticsGroup'
  | 'centralGroup'
  | 'betaGroup'
  | 'spotGroup'
  | 'spotBanking'
  | 'spotIncome'
  | 'spotExpenses'
  | 'spotFiles'
  | 'spotOrganization'
  | 'spotPartners'
  | 'spotIncomingInvoices'
  | 'spotSentInvoices'
  | 'spotTaxes'
  | 'spotProfitability'
  | 'spotReports'
  | 'spotNotifications';

/** The menu groups' ids. */
export type MenuGroupId = 'players' | 'statistics' | 'operator' | 'spot' | 'central';

/** A group of the side menu; its audience and beta flag are the defaults of its screens. */
export interface MenuGroupDef {
  id: MenuGroupId;
  /** Catalogue key of the group's title. */
  label: string;
  icon: MenuIconName;
  /** Position in the menu, lowest first. */
  order: number;
  audience: ScreenAudience;
  beta?: boolean;
}

/** Where a screen sits in the menu. */
export interface MenuPlacement {
  group: MenuGroupId;
  icon: MenuIconName;
  /** Position inside the group, lowest first. */
  order: number;
  /** A link target of the routes table, never a menu entry (/bonus-campaign-new). */
  hidden?: boolean;
}

/** The spec's menu groups, in the order of its routes table. */
export const MENU_GROUPS: readonly MenuGroupDef[] = [
  { id: 'players', label: 'app.menu.groups.players', icon: 'playersGroup', order: 10, audience: 'both' },
  { id: 'statistics', label: 'app.menu.groups.statistics', icon: 'statisticsGroup', order: 20, audience: 'both' },
  { id: 'operator', label: 'app.menu.groups.operator', icon: 'betaGroup', order: 30, audience: 'both', beta: true },
  // The finance product (000 §1): one operator's books.
  { id: 'spot', label: 'app.menu.groups.spot', icon: 'spotGroup', order: 35, audience: 'operator' },
  { id: 'central', label: 'app.menu.groups.central', icon: 'centralGroup', order: 40, audience: 'central' },
];

/** Who may see a screen and whether it needs the beta flag, its own word first, then its group's. */
export interface ScreenAccess {
  audience: ScreenAudience;
  beta: boolean;
}

/**
 * The access of a screen from its declaration: its own `audience`/`beta`, else its menu group's,
 * else everyone without the beta flag.
 */
export function screenAccess(screen: { menu?: Pick<MenuPlacement, 'group'>; audience?: ScreenAudience; beta?: boolean }): ScreenAccess {
  const group = screen.menu ? MENU_GROUPS.find((candidate) => candidate.id === screen.menu!.group) : undefined;
  return { audience: screen.audience ?? group?.audience ?? 'both', beta: screen.beta ?? group?.beta ?? false };
}

/** Whether a view (`central` or one operator's) may show a screen of this audience. */
export function audienceAllows(audience: ScreenAudience, view: 'central' | 'operator'): boolean {
  return audience === 'both' || audience === view;
}
