import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountHistory } from '../../../resources/accountHistory';
import { activityLog } from '../../../resources/activityLog';
import { betslip } from '../../../resources/betslip';
import { bonusRecord } from '../../../resources/bonusRecord';
import { kycGroup } from '../../../resources/kycGroup';
import { limitAlert } from '../../../resources/limitAlert';
import { managers } from '../../../resources/manager';
import { listFilterKeys, type Resource } from '../../../resources/model';
import { payments } from '../../../resources/payments';
import { player } from '../../../resources/player';
import { previousAccounts } from '../../../resources/previousAccounts';
import { CENTRAL_BINDINGS } from '../../../server/central';
import { CENTRAL_OFFICE_BINDINGS } from '../../../server/handlers/centralBindings';
import { REQUEST_BINDINGS } from '../../../server/handlers/request-bindings';
import { compileListSpec } from '../../../server/resource/list-query';
import { activityLogTable } from '../../../server/tables/activityLog';
import { betslipTable } from '../../../server/tables/betslips';
import { bonusTable } from '../../../server/tables/bonuses';
import { kycGroupTable } from '../../../server/tables/kyc';
import { limitAlertTable } from '../../../server/tables/limitAlerts';
import { managerTable } from '../../../server/tables/managers';
import type { TableMapping } from '../../../server/tables/mapping';
import { accountHistoryTable, paymentsTable } from '../../../server/tables/payments';
import { previousAccountsTable } from '../../../server/tables/player-extras';
import { playerTable } from '../../../server/tables/players';

const bindings: { resource: Resource; mapping: TableMapping }[] = [
  { resource: player, mapping: playerTable },
  { resource: betslip, mapping: betslipTable },
  { resource: kycGroup, mapping: kycGroupTable },
  { resource: bonusRecord, mapping: bonusTable },
  { resource: activityLog, mapping: activityLogTable },
  { resource: payments, mapping: paymentsTable },
  { resource: accountHistory, mapping: accountHistoryTable },
  { resource: managers, mapping: managerTable },
  { resource: limitAlert, mapping: limitAlertTable },
  { resource: previousAccounts, mapping: previousAccountsTable },
  ...REQUEST_BINDINGS,
  ...CENTRAL_OFFICE_BINDINGS,
  ...CENTRAL_BINDINGS,
];

describe('listFilterKeys', () => {
  it.each(bindings.map((binding) => [binding.resource.name, binding] as const))(
    "%s: the console's filter keys are the ones the server's list call accepts",
    (_, { resource, mapping }) => {
      const spec = compileListSpec(resource, mapping);
      const accepted = Object.keys((spec.filterSchema as unknown as z.ZodObject).shape);
      expect([...listFilterKeys(resource)].sort()).toEqual(accepted.sort());
    },
  );
});
