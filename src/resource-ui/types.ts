/**
 * The contract between generated code (src/generated/) and the hand-written components it
 * composes. The generator resolves each column's and filter's schema type, catalogue key and
 * component at build time and emits literal specs of these shapes.
 */
import type { ComponentType } from 'react';
import type { Audience, FilterType, TimeFrameContext } from '../../resources/model';

/** A record as react-admin holds it. */
export type AnyRecord = Record<string, unknown> & { id: string | number };

/** Props every list cell and show field component receives. */
export interface CellProps {
  record: AnyRecord;
  /** Dotted path into the record. */
  source: string;
  /** Max characters before an ellipsis. */
  truncate?: number;
  /** Catalogue enum name for `enums.<enumName>.<VALUE>` labels. */
  enumName?: string;
}

/** One column of a generated list. */
export interface ColumnSpec {
  source: string;
  /** Catalogue key of the header, e.g. `resources.player.fields.status`. */
  label: string;
  cell: ComponentType<CellProps>;
  sortable: boolean;
  /** Field sent in `sort=<field>,<order>`. */
  sortField: string;
  truncate?: number;
  enumName?: string;
  only?: Audience;
  width?: number;
}

/** One filter of a generated list. `source` is the key in the filter JSON. */
export interface FilterSpec {
  source: string;
  type: FilterType;
  /** Catalogue key of the label. */
  label: string;
  only?: Audience;
  /** Enum values for select and multipleSelect. */
  options?: readonly string[];
  enumName?: string;
  /** Options loaded at run time instead of declared (operatorCode: the operator list). */
  optionsSource?: 'operators';
  presets?: TimeFrameContext;
  defaultValue?: string;
  numeric?: boolean;
  min?: number;
  resets?: readonly string[];
  /** The search box's filter. */
  search?: boolean;
}
