/** Builds a data provider over the player resource with a fake fetch. */
import { createDataProvider } from '../../../src/data/createDataProvider';
import type { DataProviderOptions } from '../../../src/data/types';
import { player } from '../../../resources/player';
import { defineResource } from '../../../resources/model';
import { z } from 'zod';
import { fakeFetch } from './fakeFetch';

/** A resource whose list payload sits under `betslips`, with a non-`id` id field. */
export const slips = defineResource({
  name: 'slips',
  route: '/slips',
    api: { path: 'betslips',
        listKey: 'betslips' },
    schema: z.object({ betslipId: z.number(), stake: z.number() }),
  id: 'betslipId',
  list: { columns: [{ source: 'stake', sortField: 'totalStake' }], defaultSort: { field: 'stake', order: 'DESC' } },
});

export function setup(replies: Parameters<typeof fakeFetch>, options: Partial<DataProviderOptions> = {}) {
  const fake = fakeFetch(...replies);
  const provider = createDataProvider(
    { players: player, slips },
    {
      getOperator: () => 'op1',
      getToken: () => 'token-1',
      getLanguage: () => 'de',
      fetch: fake.fetch,
      now: () => new Date('2024-06-15T12:00:00Z'),
      ...options,
    },
  );
  return { provider, calls: fake.calls };
}
