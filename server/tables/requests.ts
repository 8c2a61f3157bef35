/**
 * Storage of the withdrawal and deposit requests (views over the payments, migration 110) and of
 * the withdrawal rules: the schemas' columns by the convention.
 */
import { deposits, type DepositRequest } from '../../resources/deposits';
import { withdrawalRules, type WithdrawalRule } from '../../resources/withdrawalRules';
import { withdrawals, type WithdrawalRequest } from '../../resources/withdrawals';
import { deriveTable } from './derive';
import { playerSubject } from './payments';

export const withdrawalRequestsTable = deriveTable<WithdrawalRequest>(withdrawals, {
  logSubject: playerSubject,
});

export const depositRequestsTable = deriveTable<DepositRequest>(deposits, { logSubject: playerSubject });

export const withdrawalRulesTable = deriveTable<WithdrawalRule>(withdrawalRules);
