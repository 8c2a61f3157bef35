/**
 * The contract between generated code (src/generated/) and the hand-written components it
 * composes. The console derives specs of these shapes from each declaration at run time
 * (`declaredSpecs.ts`): each column's and filter's schema type, catalogue key and component.
 */
import type { ComponentType } from 'react';
import type { Audience, Condition, FilterType, ListDef, MessageArgDef, Resource, TimeFrameContext } from '../../resources/model';

/** A console link of a cell: the first entry whose `when` matches the record wins. */
export interface CellLinkSpec {
  /** Route template with `{dotted.path}` placeholders. */
  to: string;
  newTab?: boolean;
  when?: Condition;
}

/** A cell bound to a record action: a switch (boolean input or `checkedWhen`) or a selector. */
export interface CellActionSpec {
  spec: ActionSpec;
  /** The input key that takes the control's new value. */
  input?: string;
  /** A switch is on when the record matches; default: the cell value is truthy. */
  checkedWhen?: Condition;
}

/** What a cell needs beyond its value, shared by list columns and show fields. */
export interface CellOptions {
  truncate?: number;
  enumName?: string;
  /** With `truncate`: the full text in a tooltip. */
  tooltip?: boolean;
  /** Numbers cut (not rounded) to this many decimals. */
  decimals?: number;
  /** Money: the path of the amount's currency (a code, or `{ code, currencySymbol }`). */
  currency?: string;
  /** Rollover cell: the path of the 100 % amount. */
  total?: string;
  /** Player link cell: the path of the player id when the value is not the player. */
  playerIdSource?: string;
  /** Links of the cell. */
  link?: readonly CellLinkSpec[];
  /** The cell is an action control. */
  action?: CellActionSpec;
}

/** A record as react-admin holds it. */
export type AnyRecord = Record<string, unknown> & { id: string | number };

/** Props every list cell and show field component receives. */
export interface CellProps extends Omit<CellOptions, 'link'> {
  record: AnyRecord;
  /** Dotted path into the record. */
  source: string;
  /** Max characters before an ellipsis. */
  truncate?: number;
  /** Catalogue enum name for `enums.<enumName>.<VALUE>` labels. */
  enumName?: string;
  /** Shown in a detail view (long date format, no truncation). */
  detail?: boolean;
}

/** One column of a generated list. */
export interface ColumnSpec extends CellOptions {
  source: string;
  /** Catalogue key of the header, e.g. `resources.player.fields.status`. */
  label: string;
  cell: ComponentType<CellProps>;
  sortable: boolean;
  /** Field sent in `sort=<field>,<order>`. */
  sortField: string;
  only?: Audience;
  width?: number;
  /** Shown only while the list filter `filter` is empty or has a value in `in`. */
  visibleWhen?: { filter: string; in: readonly string[] };
  /** Part of the list's key figure (`list.keyColumns`): shown after the identifying columns and kept in view. */
  keyFigure?: boolean;
  /** Folds into the expanded row on a narrow screen (`list.foldColumns`). */
  fold?: boolean;
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
  /** A whole number within the API's id range (ids): see `parseNumeric`. */
  integer?: boolean;
  min?: number;
  resets?: readonly string[];
  /** The search box's filter. */
  search?: boolean;
}

/** One field of a show section. */
export interface FieldSpec extends CellOptions {
  source: string;
  /** Catalogue key of the label. */
  label: string;
  cell: ComponentType<CellProps>;
  only?: Audience;
}

/** A titled group of fields on the show page. */
export interface SectionSpec {
  /** Catalogue key, e.g. `resources.players.sections.account`. */
  title: string;
  fields: readonly FieldSpec[];
}

/** Props every edit input receives. */
export interface InputProps {
  source: string;
  /** Catalogue key of the label. */
  label: string;
  readOnly: boolean;
  enumName?: string;
  options?: readonly string[];
  /** Validates the value with the resource schema; returns a react-admin validation message. */
  validate: (value: unknown) => ValidationMessage | undefined;
}

/** A translatable validation message as react-admin inputs accept it. */
export type ValidationMessage = string | { message: string; args: Record<string, unknown> };

/** One field of a generated edit form. */
export interface EditFieldSpec {
  source: string;
  label: string;
  input: ComponentType<InputProps>;
  readOnly: boolean;
  enumName?: string;
  options?: readonly string[];
}

/** An action input asked for beside an action button or in its dialog. */
export interface ActionParamSpec {
  source: string;
  /** Catalogue key: `resources.<name>.fields.<input>`. */
  label: string;
  kind: 'boolean' | 'duration' | 'text' | 'number' | 'enum';
  enumName?: string;
  options?: readonly string[];
  /** A text input of several lines. */
  multiline?: boolean;
}

/** A custom action of a resource as the show page or the bulk toolbar offers it. */
export interface ActionSpec {
  /** Key in `definition.actions`; its zod input validates what the controls collect. */
  name: string;
  /** Catalogue key: `resources.<name>.actions.<action>`. */
  label: string;
  scope: 'record' | 'bulk' | 'collection';
  /** `select`: pick a value of `field` from `options`; `button`: run with `params`. */
  control: 'select' | 'button';
  field?: string;
  enumName?: string;
  options?: readonly string[];
  /** Input keys copied from the record. */
  recordFields: readonly string[];
  params: readonly ActionParamSpec[];
  /** Input keys a confirm dialog asks for, unless the input matches `confirmUnless`. */
  confirmFields?: readonly string[];
  confirmUnless?: Readonly<Record<string, string | number | boolean>>;
  /** Catalogue key of the confirm dialog's warning, filled from the record and the input (`%{paymentRequestId}`). */
  confirmWarning?: string;
  /** Catalogue key of the confirm dialog's title (default: the label), filled like the warning. */
  confirmTitle?: string;
  /** Catalogue key of one selected row's line in the confirm of the selected rows, filled from the row. */
  confirmItem?: string;
  /** The money placeholder (`messageArgs`) the confirm of the selected rows adds up per currency. */
  confirmTotal?: string;
  /** Placeholders of the confirm texts and the success message, read from the record (money formatted with its currency). */
  messageArgs?: Readonly<Record<string, MessageArgDef>>;
  /** The input whose value picks the texts' variant: `.<value>` is appended to the confirm and success keys. */
  textsBy?: string;
  textsByValues?: readonly string[];
  /** The control is enabled only while the record matches. */
  enabledWhen?: Condition;
  /** Catalogue key of why the control is disabled while the record does not match `enabledWhen`. */
  disabledReason?: string;
  /** The control is shown only while the record matches. */
  visibleWhen?: Condition;
  successMessage?: string;
  failureMessage?: string;
  only?: Audience;
  /** A record action offered for the selected rows too: called once per selected record. */
  selection?: boolean;
}

/** A declared resource as the generic components take it. */
export type AnyResource = Resource;

/**
 * What a list screen does beyond its columns, filters and actions, written into its generated file
 * from the declaration's `list` (so a change to any of them shows in the generated diff).
 */
export type ListSettings = Pick<
  ListDef<string>,
  'defaultSort' | 'defaultFilter' | 'rowTone' | 'expand' | 'rowLink' | 'autoRefresh' | 'titleCount' | 'queryParams'
> & {
  pageSizes: readonly number[];
  exportable: boolean;
};

/**
 * What a detail page does beyond its sections and actions, written into its generated file: the
 * field naming the record in its heading, whether it has an edit form, and the row panel's rule.
 */
export interface ShowSettings {
  nameField: string;
  editable: boolean;
  expand?: ListDef<string>['expand'];
}

/** Props of a generated detail page. */
export interface ShowScreenProps {
  /** The record's id when it is not the route's `:id` (a record route found it by another field). */
  id?: string | number;
}

/** A field a record route looks its record up by; see `RecordRouteDef` in resources/model/resource.ts. */
export interface RecordRouteFieldSpec {
  /** The record path. */
  source: string;
  /** The list filter key it is looked up with. */
  filter: string;
  /** Catalogue key: `resources.<name>.fields.<source>`. */
  label: string;
  enumName?: string;
}

/** A further route showing one record by another field than its id (`/deposits/{paymentRequestId}`). */
export interface RecordRouteSpec {
  /** Console route without the id, e.g. `/deposits`. */
  route: string;
  /** The field the route's id is compared with. */
  field: RecordRouteFieldSpec;
  /** The fixed values the record has. */
  when: readonly (RecordRouteFieldSpec & { value: string | number | boolean })[];
}

/** One generated resource: what the shell turns into a react-admin `<Resource>`. */
export interface GeneratedResource {
  /** react-admin resource name (`definition.name`). */
  name: string;
  /** Console route (`definition.route`). */
  route: string;
  definition: AnyResource;
  list: ComponentType<GeneratedListProps>;
  show?: ComponentType<ShowScreenProps>;
  edit?: ComponentType;
  /** Further routes showing one record by another field (`recordRoutes`). */
  recordRoutes?: readonly RecordRouteSpec[];
}

/** Props of a hand-written row panel (`list.expand.panel`), rendered under an expanded row. */
export interface PanelProps {
  /** The expanded row. */
  record: AnyRecord;
  definition: AnyResource;
  /** The generated screen's row-panel rule (the panel's item tones come from it). */
  expand?: ListDef<string>['expand'];
  /** Replaces the row with an action's response (bet row status: the whole betslip). */
  replaceRecord: (record: AnyRecord) => void;
}

/** What limits an embedded list: one player (player page), one record (single-betslip view) or fixed filter values (a match's betslips). */
export interface ListScope {
  /** Lists only this player's records (`api.player.path`, `api.player.query` or the `playerField` filter). */
  playerId?: string | number;
  /** Lists only the record with this id (the filter on the resource's id field). */
  recordId?: string | number;
  /** Lists only the records matching these values of declared filters, by filter key (a match's betslips: `{ matchId }`). */
  filter?: Readonly<Record<string, unknown>>;
}

/** Props of a generated list component. */
export interface GeneratedListProps {
  /** Embeds the list limited to a player or a record. */
  scope?: ListScope;
}
