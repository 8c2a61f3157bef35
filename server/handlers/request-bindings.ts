/**
 * The API of the withdrawal and deposit request screens and of the withdrawal rules, as resource
 * bindings for the server (`SPECIAL_BINDINGS` in server/app.ts): tables, action handlers, and the
 * rules' creation through `POST withdrawal/rules`, the path its list also answers long queries on.
 */
import { deposits } from '../../resources/deposits';
import type { ActionDef } from '../../resources/model';
import { withdrawalRules } from '../../resources/withdrawalRules';
import { withdrawals } from '../../resources/withdrawals';
import type { ActionHandler, ActionHandlers } from '../resource/actions';
import type { ResourceBinding } from '../resource/routes';
import { depositRequestsTable, withdrawalRequestsTable, withdrawalRulesTable } from '../tables/requests';
import { depositHandlers } from './deposit-actions';
import { demoDepositHandlers, demoWithdrawalHandlers } from './demo-moves';
import { withdrawalCheckHandlers } from './withdrawal-check';
import { withdrawalEventHandlers } from './withdrawal-events';
import { createWithdrawalRule, withdrawalRuleHandlers } from './withdrawal-rules';

const handlers = (map: object) => map as unknown as Record<string, ActionHandler<never>>;

/** The rules' own actions but the creation, which the binding's `create` serves on the list's POST path. */
const { addWithdrawalRule: _created, ...ruleActions } = withdrawalRules.actions;

export const REQUEST_BINDINGS: ResourceBinding[] = [
  {
    resource: withdrawals,
    mapping: withdrawalRequestsTable,
    handlers: handlers({
      ...withdrawalEventHandlers,
      ...withdrawalCheckHandlers,
      ...demoWithdrawalHandlers,
    } satisfies ActionHandlers<typeof withdrawals>),
  },
  {
    resource: deposits,
    mapping: depositRequestsTable,
    handlers: handlers({ ...depositHandlers, ...demoDepositHandlers } satisfies ActionHandlers<typeof deposits>),
  },
  {
    resource: { ...withdrawalRules, actions: ruleActions as Record<string, ActionDef> },
    mapping: withdrawalRulesTable,
    handlers: handlers(withdrawalRuleHandlers),
    create: createWithdrawalRule,
  },
];
