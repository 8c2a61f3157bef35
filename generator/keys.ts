/**
 * The catalogue keys a resource needs (react-admin layout plus `enums.*` and `app.*`), derived the
 * same way the emitters derive them; the i18n check compares catalogues against this list.
 */
import { VALIDATION_MESSAGES } from '../resources/rules';
import { enumMeta, fieldMeta, schemaAt, unwrap, type Resource } from '../resources/model';
import { buildResourceModel, type DeclaredModel } from '../src/resource-ui/declaredModel';
import type { ModelApi } from '../src/resource-ui/schemaInfo';

/** Every catalogue key of a resolved resource, sorted and without duplicates. */
export function modelCatalogueKeys(model: DeclaredModel): string[] {
  const keys = new Set<string>([`resources.${model.name}.name`]);
  for (const item of [...model.columns, ...model.filters, ...model.editFields]) keys.add(item.label);
  for (const section of model.sections) {
    keys.add(section.title);
    for (const field of section.fields) keys.add(field.label);
  }
  for (const action of model.actions) {
    keys.add(action.label);
    for (const param of action.params) keys.add(param.label);
    for (const field of action.confirmFields ?? []) keys.add(`resources.${model.name}.fields.${field}`);
    // A text with variants (`textsBy`) needs one key per value; a confirm text none for the values `confirmUnless` exempts.
    const variants = (key: string, confirm: boolean) =>
      action.textsBy && action.textsByValues
        ? action.textsByValues
            .filter((value) => !confirm || String(action.confirmUnless?.[action.textsBy as string]) !== value)
            .map((value) => `${key}.${value}`)
        : [key];
    if (action.confirmItem) keys.add(action.confirmItem);
    for (const key of [action.confirmWarning, action.confirmTitle]) if (key) for (const variant of variants(key, true)) keys.add(variant);
    if (action.successMessage) for (const variant of variants(action.successMessage, false)) keys.add(variant);
    if (action.failureMessage) keys.add(action.failureMessage);
  }
  if (model.editSuccessMessage) keys.add(model.editSuccessMessage);
  for (const route of model.recordRoutes ?? []) {
    for (const field of [route.field, ...route.when]) keys.add(field.label);
    for (const field of route.when) if (field.enumName) keys.add(`enums.${field.enumName}.${String(field.value)}`);
  }
  if (model.recordRoutes?.length) keys.add('app.messages.recordNotFound');
  for (const [name, values] of Object.entries(model.enums)) for (const value of values) keys.add(`enums.${name}.${value}`);
  for (const key of Object.keys(VALIDATION_MESSAGES)) keys.add(key);
  return [...keys].sort();
}

const staticModel: ModelApi = { enumMeta, fieldMeta, schemaAt, unwrap };

/**
 * Every catalogue key a declared resource needs: names, fields, sections, actions, enums, messages.
 * Every state-changing action has a label, panel-only ones included: the roles page names them.
 */
export function resourceCatalogueKeys(resource: Resource, model: ModelApi = staticModel): string[] {
  const keys = new Set(modelCatalogueKeys(buildResourceModel(resource, model)));
  for (const [name, action] of Object.entries(resource.actions)) {
    if (action.request.method !== 'GET') keys.add(`resources.${resource.name}.actions.${name}`);
  }
  return [...keys].sort();
}
