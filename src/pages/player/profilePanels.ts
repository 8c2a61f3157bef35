/** The profile's panels in order (001 §2) and the generated list each embeds, limited to the player. */
export const PROFILE_PANELS = [
  { key: 'details' },
  { key: 'kyc', list: 'kyc' },
  { key: 'limits', list: 'players-limits', legend: true },
  { key: 'selfProtection', list: 'players-self-protection-limits', legend: true },
  { key: 'accountHistory', list: 'statistics-account-history' },
  { key: 'betslips', list: 'betslips' },
  { key: 'activitiesLog', list: 'statistics-activities-log' },
  { key: 'payments', list: 'statistics-payments' },
  { key: 'bonuses', list: 'bonuses' },
  { key: 'statistics' },
  { key: 'gateways', list: 'players-gateways' },
] as const;

export type ProfilePanelKey = (typeof PROFILE_PANELS)[number]['key'];
