/**
 * The typed-path guarantee: column, filter, sort, tone and link-condition names are paths of the
 * resource's schema, so a misspelling is a compile error (checked by `tsc -p .`; an unused
 * `@ts-expect-error` fails the type check too).
 */
import { defineResource } from '../../../resources/model';
import { Betslip } from '../../../resources/betslip';
import { BonusRecord } from '../../../resources/bonusRecord';

describe('typed paths', () => {
  it('accepts real paths, nested ones included', () => {
    const resource = defineResource({
      name: 'typed',
      route: '/typed',
      api: { path: 'typed' },
      schema: Betslip,
      playerField: 'playerId',
      list: {
        columns: [{ source: 'betslipStatus.simpleStatus' }, { source: 'counters.allBets' }],
        defaultSort: { field: 'created', order: 'DESC' },
        rowTone: [{ when: { 'paymentStatus.simpleStatus': 'CLEARED' }, tone: 'success' }],
        expand: { panel: 'BetRowsPanel', source: 'betrows' },
      },
      filters: [{ source: 'betslipStatus.code', type: 'multipleSelect', resets: ['betslipStatus.simpleStatus'] }],
    });
    expect(resource.list.columns).toHaveLength(2);
  });

  it('rejects misspelt paths at compile time', () => {
    const declare = () =>
      defineResource({
        name: 'typos',
        route: '/typos',
        api: { path: 'typos' },
        schema: BonusRecord,
        // @ts-expect-error: playerField must be a schema path ('player.id')
        playerField: 'playerId',
        list: {
          columns: [
            // @ts-expect-error: misspelt column source
            { source: 'bonusPlayerStatsu' },
            // @ts-expect-error: misspelt nested column source
            { source: 'player.playerCode.playerUsernme' },
            // @ts-expect-error: misspelt rollover total
            { source: 'rolloverAmountCurrent', specialCell: 'rollover', total: 'rolloverAmountCampain' },
          ],
          // @ts-expect-error: default sort on a field BonusRecord does not have
          defaultSort: { field: 'created', order: 'DESC' },
          // @ts-expect-error: misspelt row tone key
          rowTone: [{ when: { bonusPlayerStatuss: 'WON' }, tone: 'success' }],
        },
        // @ts-expect-error: misspelt filter source
        filters: [{ source: 'bonusCampaign.cod', type: 'input' }],
      });
    expect(declare).toBeTypeOf('function');
  });
});
