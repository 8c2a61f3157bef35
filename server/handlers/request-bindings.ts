/**
 * The API of the withdrawal and deposit request screens and of the withdrawal rules, as resource
 * bindings for the server (`SPECIAL_BINDINGS` in server/app.ts): tables, action handlers, and the
 * rules' creation through `POST withdrawal/rules`, the path its list also answers long queries on.
 */
import { deposits } from '../../resources/deposits';
import { withdrawalRules } from '../../resources/withdrawalRules';
import { withdrawals } from '../../resources/withdrawals';
import { bindResource } from '../resource/bind';
import type { ResourceBinding } from '../resource/routes';
import { depositRequestsTable, withdrawalRequestsTable, withdrawalRulesTable } from '../tables/requests';
import { depositHandlers } from './deposit-actions';
import { demoDepositHandlers, demoWithdrawalHandlers } from './demo-moves';
import { withdrawalCheckHandlers } from './withdrawal-check';
import { withdrawalEventHandlers } from './withdrawal-events';
import { createWithdrawalRule, withdrawalRuleHandlers } from './withdrawal-rules';

export const REQUEST_BINDINGS: ResourceBinding[] = [
  bindResource(withdrawals, {
    mapping: withdrawalRequestsTable,
    handlers: { ...withdrawalEventHandlers, ...withdrawalCheckHandlers, ...demoWithdrawalHandlers },
  }),
  bindResource(deposits, { mapping: depositRequestsTable, handlers: { ...depositHandlers, ...demoDepositHandlers } }),
  // The rules' creation is the binding's `create`, on the list's POST path.
  bindResource(withdrawalRules, {
    mapping: withdrawalRulesTable,
    handlers: withdrawalRuleHandlers,
    servedElsewhere: ['addWithdrawalRule'],
    create: createWithdrawalRule,
  }),
];
