/** The hand-written list headers a resource names in `list.header`; generated lists import them from here. */
import type { ComponentType } from 'react';
import { LimitsLegend } from '../pages/limits/LimitsLegend';
import { NewCampaignBar } from '../pages/bonusCampaign/NewCampaignBar';
import { WithdrawalRulesHelp } from '../pages/withdrawals/WithdrawalRulesHelp';
import { WithdrawalRulesLink } from '../pages/withdrawals/WithdrawalRulesLink';

/** List header component by the name a declaration uses; shown between the filter bar and the table. */
export const listHeaders = {
  LimitsLegend,
  NewCampaignBar,
  WithdrawalRulesHelp,
  WithdrawalRulesLink,
} satisfies Record<string, ComponentType>;
