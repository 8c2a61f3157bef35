/** Turns the intermediate model into the literal specs of src/resource-ui/types.ts. */
import type { ActionModel, CellModel, ColumnModel, EditFieldModel, FilterModel, SectionModel } from '../../src/resource-ui/declaredModel';
import { INPUT_COMPONENTS, cellComponent } from '../../src/resource-ui/declaredSpecs';
import { code } from './literal';

/** The cell part of a column or field literal: the component, and the bound action's spec. */
function cellSpec(cell: CellModel, actions: readonly ActionModel[]) {
  const { special: _special, action, ...rest } = cell;
  const bound = action && actions.find((candidate) => candidate.name === action.name);
  if (action && !bound) throw new Error(`column action "${action.name}" is not a generated action`);
  return {
    ...rest,
    cell: code(cellComponent(cell)),
    ...(action && bound ? { action: { spec: actionSpec(bound), input: action.input, checkedWhen: action.checkedWhen } } : {}),
  };
}

/** A ColumnSpec literal value. */
export function columnSpec(column: ColumnModel, actions: readonly ActionModel[] = []) {
  return cellSpec(column, actions);
}

/** A FilterSpec literal value. */
export function filterSpec(filter: FilterModel) {
  return { ...filter };
}

/** A SectionSpec literal value. */
export function sectionSpec(section: SectionModel, actions: readonly ActionModel[] = []) {
  return { title: section.title, fields: section.fields.map((field) => cellSpec(field, actions)) };
}

/** An EditFieldSpec literal value. */
export function editFieldSpec(field: EditFieldModel) {
  return { ...field, input: code(INPUT_COMPONENTS[field.input]) };
}

/** An ActionSpec literal value. */
export function actionSpec(action: ActionModel) {
  return { ...action };
}
