/**
 * A list's key figure on the screen: after the identifying columns (or a report's first column),
 * held in place beside them from 900 px, fitted beside the first one on a phone, where the
 * foldable columns leave the table for the expanded row.
 */
import { describe, expect, it } from 'vitest';
import { DateTimeCell } from '../../../src/resource-ui/cells/DateTimeCell';
import { EnumCell } from '../../../src/resource-ui/cells/EnumCell';
import { MoneyCell } from '../../../src/resource-ui/cells/MoneyCell';
import { PlayerLinkCell } from '../../../src/resource-ui/cells/PlayerLinkCell';
import { TextCell } from '../../../src/resource-ui/cells/TextCell';
import { arrangeColumns } from '../../../src/resource-ui/keyFigureColumns';
import { tableLayout } from '../../../src/resource-ui/tableLayout';
import type { CellProps, ColumnSpec } from '../../../src/resource-ui/types';
import type { ComponentType } from 'react';

const column = (source: string, cell: ComponentType<CellProps>, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  source,
  cell,
  label: `resources.payments.fields.${source}`,
  sortable: true,
  sortField: source,
  ...extra,
});

const payments = [
  column('id', TextCell),
  column('playerUsername', PlayerLinkCell),
  column('created', DateTimeCell),
  column('country', TextCell, { fold: true }),
  column('paymentStatus', EnumCell, { keyFigure: true }),
  column('description', TextCell, { fold: true }),
  column('accountMovement', MoneyCell, { keyFigure: true }),
];
const sources = (columns: readonly ColumnSpec[]) => columns.map((candidate) => candidate.source);
const controls = { expandable: false, selectable: true, editable: false };

describe('arrangeColumns', () => {
  it('puts the key figure after the identifying columns, in the columns’ order, and folds nothing on a wide screen', () => {
    const { table, folded } = arrangeColumns(payments, false);
    expect(sources(table)).toEqual(['id', 'playerUsername', 'paymentStatus', 'accountMovement', 'created', 'country', 'description']);
    expect(folded).toEqual([]);
  });

  it('on a phone puts the key figure beside the first identifying column and folds the foldable columns', () => {
    const { table, folded } = arrangeColumns(payments, true);
    expect(sources(table)).toEqual(['id', 'paymentStatus', 'accountMovement', 'playerUsername', 'created']);
    expect(sources(folded)).toEqual(['country', 'description']);
  });

  it('leads with the first column when no id or username does (a report’s period)', () => {
    const report = [column('periodStart', TextCell), column('stakes', MoneyCell), column('margin', MoneyCell, { keyFigure: true })];
    expect(sources(arrangeColumns(report, false).table)).toEqual(['periodStart', 'margin', 'stakes']);
  });

  it('leaves a list without a key figure as declared', () => {
    const plain = payments.map(({ keyFigure: _keyFigure, ...rest }) => rest);
    expect(sources(arrangeColumns(plain, false).table)).toEqual(sources(plain));
  });
});

describe('tableLayout with a key figure', () => {
  it('holds the key figure in place beside the identifying columns from 900 px', () => {
    const layout = tableLayout(arrangeColumns(payments, false).table, controls);
    expect(layout.sticky).toEqual([
      { left: 0, last: false },
      { left: 48, last: false },
      { left: 136, last: false, fromWidth: 900 },
      { left: 304, last: false, fromWidth: 900 },
      { left: 468, last: true, fromWidth: 900 },
    ]);
  });

  it('holds only the identifying columns when the key figure would leave the rest no room', () => {
    const wide = arrangeColumns(payments, false).table.map((candidate) => (candidate.keyFigure ? { ...candidate, width: 300 } : candidate));
    expect(tableLayout(wide, controls).sticky.filter(Boolean)).toHaveLength(3);
  });

  it('on a phone narrows the first identifying column and the key figure to fit the table’s width side by side', () => {
    const layout = tableLayout(arrangeColumns(payments, true).table, controls, [], 374);
    const widths = layout.template.split(' ').map((width) => parseInt(width.replace('minmax(', ''), 10));
    expect(widths.slice(0, 4).reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(374);
    expect(Math.min(...widths.slice(1, 4))).toBeGreaterThanOrEqual(64);
  });
});
