/**
 * The profile's panels in order (001 §2) and the generated list each embeds, limited to the player.
 * A list's own header (`list.header`, e.g. the limits legend) comes with it. `beta` panels show
 * with the beta flag only (the limits settings, 001 §6).
 */
export const PROFILE_PANELS = [
  { key: 'details' },
  { key: 'kyc', list: 'kyc' },
  { key: 'previousAccounts' },
  { key: 'limits', list: 'players-limits' },
  { key: 'limitsSettings', beta: true },
  { key: 'selfProtection', list: 'players-self-protection-limits' },
  { key: 'accountHistory', list: 'statistics-account-history' },
  { key: 'betslips', list: 'betslips' },
  { key: 'activitiesLog', list: 'statistics-activities-log' },
  { key: 'payments', list: 'statistics-payments' },
  { key: 'bonuses', list: 'bonuses' },
  { key: 'statistics' },
  { key: 'gateways', list: 'players-gateways' },
] as const;

export type ProfilePanelKey = (typeof PROFILE_PANELS)[number]['key'];
