/**
 * What a column holds, for its width and alignment: ids and dates narrow, money and numbers
 * right-aligned, text wide. Read from the column's cell component and source, so generated and
 * hand-written column lists get the same layout.
 */
import type { ComponentType } from 'react';
import { ActionCell } from './cells/ActionCell';
import { BooleanCell } from './cells/BooleanCell';
import { ColourCell } from './cells/ColourCell';
import { DateCell } from './cells/DateCell';
import { DateTimeCell } from './cells/DateTimeCell';
import { EnumCell } from './cells/EnumCell';
import { ExclusionCell } from './cells/ExclusionCell';
import { JsonCell } from './cells/JsonCell';
import { LimitCell } from './cells/LimitCell';
import { ManagerLinkCell } from './cells/ManagerLinkCell';
import { MoneyCell } from './cells/MoneyCell';
import { NumberCell } from './cells/NumberCell';
import { PercentCell } from './cells/PercentCell';
import { PlayerLinkCell } from './cells/PlayerLinkCell';
import { RiskGroupCell } from './cells/RiskGroupCell';
import { RolloverCell } from './cells/RolloverCell';
import { TicketCell } from './cells/TicketCell';
import { WalletsCell } from './cells/WalletsCell';
import type { CellProps, ColumnSpec } from './types';

/** The content types of a column. */
export type ColumnKind = 'id' | 'code' | 'identity' | 'date' | 'money' | 'number' | 'enum' | 'switch' | 'text' | 'long';

/** Minimum width (px), alignment and share of the spare width of each kind. */
export const KIND_LAYOUT: Readonly<Record<ColumnKind, { width: number; align: 'left' | 'right'; grow: number }>> = {
  id: { width: 88, align: 'left', grow: 0 },
  code: { width: 112, align: 'left', grow: 0 },
  identity: { width: 168, align: 'left', grow: 1 },
  date: { width: 124, align: 'left', grow: 0 },
  money: { width: 136, align: 'right', grow: 0 },
  number: { width: 96, align: 'right', grow: 0 },
  enum: { width: 164, align: 'left', grow: 0 },
  switch: { width: 104, align: 'left', grow: 0 },
  text: { width: 168, align: 'left', grow: 2 },
  long: { width: 280, align: 'left', grow: 4 },
};

const BY_CELL = new Map<ComponentType<CellProps>, ColumnKind>([
  [ActionCell, 'switch'],
  [BooleanCell, 'switch'],
  [DateCell, 'date'],
  [DateTimeCell, 'date'],
  [EnumCell, 'enum'],
  [RiskGroupCell, 'enum'],
  [ExclusionCell, 'date'],
  [JsonCell, 'long'],
  [WalletsCell, 'long'],
  [LimitCell, 'money'],
  [MoneyCell, 'money'],
  [RolloverCell, 'money'],
  [PercentCell, 'number'],
  [TicketCell, 'id'],
  [ColourCell, 'code'],
  [PlayerLinkCell, 'identity'],
  [ManagerLinkCell, 'identity'],
]);

/** True for a source naming a short code (`operatorCode`, `currencyCode`, `langCode`, `currency`). */
function isCodeSource(source: string): boolean {
  const last = source.split('.').pop() ?? source;
  return /^(operatorCode|currencyCode|currency|langCode|countryCode)$/.test(last);
}

/** True for a source naming a record id (`id`, `betslipId`, `paymentRequestId`). */
function isIdSource(source: string): boolean {
  const last = source.split('.').pop() ?? source;
  return last === 'id' || /Id$/.test(last);
}

/**
 * The kind of a column.
 *
 * @example
 * columnKind({ source: 'totalStake', cell: MoneyCell, ... }); // 'money'
 */
export function columnKind(column: Pick<ColumnSpec, 'source' | 'cell' | 'truncate' | 'action'>): ColumnKind {
  // A row action shown as a select needs the room of its longest label, not of a switch.
  if (column.cell === ActionCell && column.action?.spec.control === 'select') return 'enum';
  const byCell = BY_CELL.get(column.cell);
  if (byCell === 'identity' && isIdSource(column.source)) return 'id';
  if (byCell) return byCell;
  if (isIdSource(column.source)) return 'id';
  if (isCodeSource(column.source)) return 'code';
  if (/Username$/.test(column.source)) return 'identity';
  if (column.cell === NumberCell) return 'number';
  return column.truncate !== undefined && column.truncate > 40 ? 'long' : 'text';
}
