/** The status changes of a campaign as the record page's controls, taken from their declarations. */
import { bonusCampaign } from '../../../resources/bonusCampaign';
import { CAMPAIGN_TRANSITIONS, type CampaignTransition } from '../../../resources/bonusCampaignRules';
import type { ActionSpec } from '../../resource-ui/types';

/** Publish, pause, resume and archive, each shown while it applies to the campaign's status. */
export const TRANSITION_SPECS: readonly ActionSpec[] = (Object.keys(CAMPAIGN_TRANSITIONS) as CampaignTransition[]).map((name) => {
  const action = bonusCampaign.actions[name];
  return {
    name,
    label: `resources.${bonusCampaign.name}.actions.${name}`,
    scope: 'record',
    control: 'button',
    recordFields: [],
    params: [],
    visibleWhen: action.visibleWhen,
    successMessage: action.successMessage,
    ...(action.messageArgs ? { messageArgs: action.messageArgs } : {}),
    ...(action.confirm
      ? {
          confirmFields: [],
          confirmWarning: action.confirm.warning,
          ...(action.confirm.title ? { confirmTitle: action.confirm.title } : {}),
        }
      : {}),
  };
});
