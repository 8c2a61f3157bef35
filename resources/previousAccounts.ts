/**
 * A player's previous accounts: the Add account panel of the player workspace and the players
 * list (001 §2: previous accounts in a sub-table of 25 rows, added and removed by staff; 001 §7:
 * "PUT player previous accounts /add and /remove: body is the player code"). One row per account
 * a player is linked to, with that account's details; the KYC list shows the same accounts as
 * `previousAccountsCodes`.
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { AccountType, KycStatus, UserState } from './enums';
import { timestamp } from './rules';

/** The most accounts one player can be linked to. */
export const PREVIOUS_ACCOUNTS_MAX = 99;

export const PreviousAccount = z.object({
  /** The link's id. */
  id: z.number().int(),
  /** The player the account belongs to. */
  playerId: z.number().int(),
  operatorCode: z.string(),
  /** The previous account's player code (001 §3 playerCode). */
  playerUsername: z.string(),
  playerRealm: z.string(),
  /** The previous account's player id; null when no player has that username any more. */
  accountId: z.number().int().nullable(),
  email: z.string().nullable(),
  status: UserState.nullable(),
  kycStatus: KycStatus.nullable(),
  accountType: AccountType.nullable(),
  created: timestamp().nullable(),
  lastLoginDate: timestamp().nullable(),
});

export type PreviousAccount = z.output<typeof PreviousAccount>;

/**
 * The body of `PUT players/{playerId}/previous-accounts/add|remove`: the player code of the
 * account (its username, and its realm when known), the player id in the path.
 */
export const PreviousAccountChange = z.object({
  playerId: z.number().int(),
  playerUsername: z.string().trim().min(1).max(200),
  playerRealm: z.string().max(200).nullable().optional(),
});

const change = { scope: 'record', input: PreviousAccountChange } as const;

export const previousAccounts = defineResource({
  name: 'players-previous-accounts',
  route: '/players-previous-accounts',
  api: { path: 'players/previous-accounts' },
  schema: PreviousAccount,
  playerField: 'playerId',
  list: {
    columns: [
      { source: 'playerUsername', cell: 'playerLink', playerId: 'accountId', width: 160 },
      { source: 'email' },
      { source: 'status' },
      { source: 'kycStatus' },
      { source: 'accountType' },
      { source: 'created' },
      { source: 'lastLoginDate' },
      { source: 'id', label: 'remove', sortable: false, action: { name: 'remove' }, width: 120 },
    ],
    defaultSort: { field: 'id', order: 'DESC' },
    search: 'playerUsername',
    // The sub-table's page size (001 §9).
    pageSizes: [25, 50, 100],
    exportable: false,
  },
  filters: [
    { source: 'playerId', type: 'input', match: 'exact', numeric: true, min: 0 },
    { source: 'status', type: 'multipleSelect' },
  ],
  actions: {
    /** Links an account (toast 'Successfully added account to player accounts'); the panel's form runs it. */
    add: defineAction({
      ...change,
      request: { method: 'PUT', basePath: 'players', path: '{playerId}/previous-accounts/add' },
      successMessage: 'app.messages.accountAdded',
      panelOnly: true,
    }),
    /** Unlinks the row's account (toast 'Successfully removed account from player accounts'). */
    remove: defineAction({
      ...change,
      request: { method: 'PUT', basePath: 'players', path: '{playerId}/previous-accounts/remove' },
      successMessage: 'app.messages.accountRemoved',
    }),
  },
  storage: { table: 'player_previous_accounts' },
});
