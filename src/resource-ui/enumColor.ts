/** The chip colour of an enum value: good states green, bad red, pending amber, others neutral. */
export type EnumColor = 'success' | 'error' | 'warning' | 'info' | 'default';

const COLORS: Record<string, EnumColor> = {
  ENABLED: 'success',
  VERIFIED: 'success',
  ACCEPTED: 'success',
  TRUSTED: 'success',
  WON: 'success',
  PROCESSED: 'success',
  DISABLED: 'error',
  LOCKED: 'error',
  REJECTED: 'error',
  BLOCKED: 'error',
  LOST: 'error',
  FAILED: 'error',
  REGISTERED: 'info',
  UNDER_REVIEW: 'warning',
  LIMITED: 'warning',
  PENDING: 'warning',
  NEW: 'info',
  // Alert and significance levels by how far a limit is reached.
  Critic100: 'error',
  High80: 'warning',
  Normal60: 'info',
  // Bonus campaigns: offered, held back, being prepared.
  ONGOING: 'success',
  PAUSED: 'warning',
  NOT_STARTED: 'info',
  DRAFT: 'info',
  LIVE: 'success',
  // Export files (000 §3).
  UPLOADED: 'success',
  CREATED: 'info',
  ERROR: 'warning',
  PERMANENT_ERROR: 'error',
};

/** Colour of a value in any enum. */
export function enumColor(value: string): EnumColor {
  return COLORS[value] ?? 'default';
}
