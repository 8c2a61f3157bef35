import { describe, expect, it } from 'vitest';
import { ActionCell } from '../../../src/resource-ui/cells/ActionCell';
import { DateTimeCell } from '../../../src/resource-ui/cells/DateTimeCell';
import { MoneyCell } from '../../../src/resource-ui/cells/MoneyCell';
import { PlayerLinkCell } from '../../../src/resource-ui/cells/PlayerLinkCell';
import { TextCell } from '../../../src/resource-ui/cells/TextCell';
import { columnKind, KIND_LAYOUT } from '../../../src/resource-ui/columnKind';
import type { ActionSpec } from '../../../src/resource-ui/types';

const action = (control: 'select' | 'switch') => ({ spec: { name: 'x', control } as unknown as ActionSpec });

describe('columnKind', () => {
  it('sizes columns by what they hold', () => {
    expect(columnKind({ source: 'id', cell: TextCell })).toBe('id');
    expect(columnKind({ source: 'operatorCode', cell: TextCell })).toBe('code');
    expect(columnKind({ source: 'accountHistoryType.currencyCode', cell: TextCell })).toBe('code');
    expect(columnKind({ source: 'playerCode.playerUsername', cell: PlayerLinkCell })).toBe('identity');
    expect(columnKind({ source: 'created', cell: DateTimeCell })).toBe('date');
    expect(columnKind({ source: 'totalStake', cell: MoneyCell })).toBe('money');
    expect(columnKind({ source: 'description', cell: TextCell })).toBe('text');
  });

  it('gives a row action shown as a select the room of a label, a switch the room of a switch', () => {
    expect(columnKind({ source: 'kycStatus', cell: ActionCell, action: action('select') })).toBe('enum');
    expect(columnKind({ source: 'isCancelled', cell: ActionCell, action: action('switch') })).toBe('switch');
    expect(KIND_LAYOUT.enum.width).toBeGreaterThan(KIND_LAYOUT.switch.width);
  });

  it('keeps codes narrow and fixed while text takes the spare width', () => {
    expect(KIND_LAYOUT.code.grow).toBe(0);
    expect(KIND_LAYOUT.text.grow).toBeGreaterThan(0);
  });
});
