/** The hand-written row panels a resource names in `list.expand.panel`; generated lists import them from here. */
import type { ComponentType } from 'react';
import type { PanelProps } from '../resource-ui/types';
import { BetRowsPanel } from './BetRowsPanel';
import { BonusHistoryPanel } from './BonusHistoryPanel';
import { KycDocumentsPanel } from './KycDocumentsPanel';
import { PaymentBonusPanel } from './PaymentBonusPanel';
import { PlayerStatisticsPanel } from '../pages/statistics/PlayerStatisticsPanel';

/** Panel component by the name a declaration uses. */
export const panels = {
  BetRowsPanel,
  BonusHistoryPanel,
  KycDocumentsPanel,
  PaymentBonusPanel,
  PlayerStatisticsPanel,
} satisfies Record<string, ComponentType<PanelProps>>;
