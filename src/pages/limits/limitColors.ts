/** Background colour of a limit cell by origin (001 §2 legend). */
import type { PlayerLimit } from '../../../resources/playerLimits';

export const LIMIT_COLORS = {
  OPERATOR_DEFAULT: '#e0e0e0',
  RISK_GROUP: '#b3e5fc',
  MANUAL: '#ffffff',
} as const satisfies Record<NonNullable<PlayerLimit['color']>, string>;

/** Text on the light origin colours, in both modes (the dark theme's white text would not read on them). */
export const LIMIT_TEXT = 'rgba(0, 0, 0, 0.87)';

/** The colour of a limit; a limit without origin counts as the operator default. */
export function limitColor(limit: PlayerLimit | null | undefined): string {
  return LIMIT_COLORS[limit?.color ?? 'OPERATOR_DEFAULT'];
}
