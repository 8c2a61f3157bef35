import { limitAlert } from '../../../resources/limitAlert';
import { player } from '../../../resources/player';
import { recordOperatorCode } from '../../../src/operator/RecordOperator';

describe('recordOperatorCode', () => {
  it("sends an operator screen's record calls to the record's operator", () => {
    expect(recordOperatorCode(player, { id: 7, operatorCode: 'op3' })).toBe('op3');
  });

  it('keeps the calls of a central-only screen in the central view, whatever operator the record names', () => {
    expect(recordOperatorCode(limitAlert, { id: 7, operatorCode: 'op3' })).toBeUndefined();
  });

  it('leaves the calls where they are for a record without an operator or outside a declared screen', () => {
    expect(recordOperatorCode(player, { id: 7 })).toBeUndefined();
    expect(recordOperatorCode(null, { id: 7, operatorCode: 'op2' })).toBe('op2');
  });
});
