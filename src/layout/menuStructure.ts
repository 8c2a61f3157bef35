/**
 * The side menu's structure as data (000 §2 routes table, §6): groups with sub-items, each with an
 * icon name, its order, audience and beta flag. The menu, the home page and the route guard read
 * it; icons are named here and drawn by `menuIcons.tsx`, so this file holds no JSX.
 */

/** `operator`: office and central managers; `central`: central managers only. */
export type MenuAudience = 'operator' | 'central';

/** Names of the menu's icons (see `menuIcons.tsx`). */
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
  | 'betaGroup';

/** One route of the menu. */
export interface MenuItemDef {
  route: string;
  icon: MenuIconName;
  /** Default: the group's audience. */
  audience?: MenuAudience;
  /** Shown only with the beta flag; default: the group's. */
  beta?: boolean;
  /** A link target of the routes table, never a menu entry (/bonus-campaign-new). */
  hidden?: boolean;
}

/** A group of the side menu with its sub-items. */
export interface MenuGroupDef {
  id: 'players' | 'statistics' | 'operator' | 'central';
  /** Catalogue key of the group's title. */
  label: string;
  icon: MenuIconName;
  /** Position in the menu, lowest first. */
  order: number;
  audience: MenuAudience;
  beta?: boolean;
  items: readonly MenuItemDef[];
}

/** The spec's menu groups, in the order of its routes table. */
export const MENU_GROUPS: readonly MenuGroupDef[] = [
  {
    id: 'players',
    label: 'app.menu.groups.players',
    icon: 'playersGroup',
    order: 10,
    audience: 'operator',
    items: [
      { route: '/players', icon: 'players' },
      { route: '/players-limits', icon: 'limits' },
      { route: '/players-self-protection-limits', icon: 'selfProtection' },
      { route: '/kyc', icon: 'kyc' },
      { route: '/withdrawals', icon: 'withdrawals' },
      { route: '/deposits', icon: 'deposits' },
      { route: '/bonuses', icon: 'bonuses' },
      { route: '/betslips', icon: 'betslips' },
      { route: '/players-statistics', icon: 'playerStatistics' },
    ],
  },
  {
    id: 'statistics',
    label: 'app.menu.groups.statistics',
    icon: 'statisticsGroup',
    order: 20,
    audience: 'operator',
    items: [
      { route: '/statistics-profit-loss', icon: 'profitLoss' },
      { route: '/statistics-account-history', icon: 'accountHistory' },
      { route: '/statistics-activities-log', icon: 'activityLog' },
      { route: '/statistics-payments', icon: 'payments' },
      { route: '/reports', icon: 'reports' },
    ],
  },
  {
    id: 'operator',
    label: 'app.menu.groups.operator',
    icon: 'betaGroup',
    order: 30,
    audience: 'operator',
    beta: true,
    items: [
      { route: '/index2', icon: 'dashboard' },
      { route: '/quick-links', icon: 'quickLinks' },
      { route: '/managers', icon: 'managers' },
      { route: '/exports', icon: 'exports' },
      { route: '/settings', icon: 'settings' },
      { route: '/roles', icon: 'roles' },
    ],
  },
  {
    id: 'central',
    label: 'app.menu.groups.central',
    icon: 'centralGroup',
    order: 40,
    audience: 'central',
    items: [
      { route: '/bookmakers-matches', icon: 'matches' },
      { route: '/bookmakers-markets-sorting', icon: 'marketsSorting' },
      { route: '/bookmakers-leagues', icon: 'leagues' },
      { route: '/limit-alerts', icon: 'limitAlerts' },
      { route: '/translations', icon: 'translations' },
      { route: '/operators', icon: 'operators' },
      { route: '/news', icon: 'news' },
      { route: '/bonus-campaign', icon: 'bonusCampaign' },
      { route: '/bonus-campaign-new', icon: 'bonusCampaign', hidden: true },
      { route: '/help-center', icon: 'helpCenter' },
      { route: '/exchange-rates', icon: 'exchangeRates' },
      { route: '/system', icon: 'system' },
    ],
  },
];

/** An item with its group's audience and beta flag applied. */
export interface ResolvedMenuItem extends MenuItemDef {
  audience: MenuAudience;
  beta: boolean;
  group: MenuGroupDef['id'];
}

/** Every item of every group, in menu order, with the group's defaults applied. */
export const MENU_ITEMS: readonly ResolvedMenuItem[] = [...MENU_GROUPS]
  .sort((a, b) => a.order - b.order)
  .flatMap((group) =>
    group.items.map((item) => ({
      ...item,
      audience: item.audience ?? group.audience,
      beta: item.beta ?? group.beta ?? false,
      group: group.id,
    })),
  );
