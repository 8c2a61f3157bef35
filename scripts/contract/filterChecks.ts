/**
 * Each declared filter of a list narrows it: the kit reads a page of the list as the console asks
 * for it (src/data/listRequest.ts), takes a value of the filtered field that some rows have and
 * others do not, sends the filter with it under the key the profile gives (`backoffice:api-filter`)
 * and expects fewer rows, each with that value. A filter on a key the specification names
 * (`username`, `accountHistoryType`, `currencyCode`, …) that does not narrow is an error; on a key
 * the reference server chose, a warning naming the profile setting.
 */
import { filterOptions, getPath, type FilterDef, type Resource } from '../../resources/model';
import { listQuery } from '../../src/data/listRequest';
import { specOf, states, REFERENCE, type Finding } from './findings';
import { withProfileFilter } from './profile';
import { pageOf, selected, targetIn, type KitContext } from './readCalls';
import { resourceOf } from './profile';
import { rowOf, skippedRow, type ContractRow } from './rows';
import { at } from './session';

/** The filter keys the specification names (001 §7, 002 §7). */
const SPEC_KEYS = new Set(['username', 'accountHistoryType', 'currencyCode', 'playerId', 'bonusPlayerId', 'showLimitsDetails', 'search']);

type Primitive = string | number | boolean;
const primitive = (value: unknown): Primitive | undefined => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value === '' ? undefined : value;
  if (value && typeof value === 'object' && 'code' in value) return primitive((value as { code: unknown }).code);
  return undefined;
};

/** The row's value of the filtered field. */
const valueIn = (row: Record<string, unknown>, def: FilterDef<string>) => primitive(getPath(row, def.source));

/** Whether a row fits the filter's value (an input filter that is not exact matches text contained, any case). */
function fits(def: FilterDef<string>, row: Record<string, unknown>, value: Primitive): boolean {
  const own = valueIn(row, def);
  if (own === undefined) return false;
  if (def.type === 'input' && !def.numeric && def.match !== 'exact') return String(own).toLowerCase().includes(String(value).toLowerCase());
  return String(own) === String(value);
}

/** The filter value as the console's filter bar holds it. */
const formValue = (def: FilterDef<string>, value: Primitive) =>
  def.type === 'multipleSelect' ? [String(value)] : def.type === 'input' && def.numeric ? Number(value) : value;

async function listFilterRows(context: KitContext, template: string, resource: Resource, operationId: string): Promise<ContractRow[]> {
  const operation = context.paths[template]!.get!;
  const spec = specOf(operation);
  const target = targetIn(context, 'GET', template);
  if ('missing' in target) return [];
  const now = new Date();
  const read = async (filter: Record<string, unknown>) => {
    const query = withProfileFilter(
      context.profile,
      operationId,
      listQuery(resource, { pagination: { page: 1, perPage: 100 }, filter }, now),
    );
    const answer = await context.session.send(target.method, target.path, target.method === 'GET' ? { query } : { body: query });
    return { answer, query, page: answer.status === 200 ? pageOf(context, resource, answer.body, false) : undefined };
  };
  const all = await read({});
  const whole = all.page;
  if (!whole) return [];
  const rows: ContractRow[] = [];
  const renamed = context.profile.filters?.get(resource.name);
  for (const def of resource.filters) {
    const key = def.key ?? def.source;
    const call = `filter ${resource.name}.${key}`;
    if (def.type === 'timeFrame' || def.type === 'range') continue;
    // A virtual filter (its own value schema: the betslips' settlement, play type, feed) is no field of the row.
    if (def.valueSchema) continue;
    // A select's value must be one it offers (the betslips' settlement offers SETTLED and NOT_SETTLED, not a row's LOST).
    const options = def.type === 'select' || def.type === 'multipleSelect' ? filterOptions(resource.schema, def) : undefined;
    if (def.only && def.only !== (context.session.operator === 'central' ? 'central' : 'operator')) continue;
    const counts = new Map<string, { value: Primitive; count: number }>();
    for (const row of whole.rows) {
      const value = valueIn(row, def);
      if (value === undefined || (options && !options.includes(String(value)))) continue;
      const entry = counts.get(String(value)) ?? { value, count: 0 };
      entry.count += 1;
      counts.set(String(value), entry);
    }
    const telling = [...counts.values()].filter((entry) => entry.count < whole.rows.length).sort((a, b) => a.count - b.count)[0];
    if (!telling) {
      rows.push(
        skippedRow(call, whole.rows.length < 2 ? 'fewer than two rows to tell apart' : `every row read has the same ${def.source} or none`),
      );
      continue;
    }
    const sentKey = renamed?.get(key) ?? key;
    const filtered = await read({ [key]: formValue(def, telling.value) });
    const named = SPEC_KEYS.has(key.split('.')[0]!) && states(spec, 'query');
    const source = named ? spec.section! : REFERENCE;
    const setting = `backoffice:api-filter "${resource.name}.${key} <the key your API reads>"`;
    const problem = (message: string): Finding =>
      named ? { severity: 'error', source, message } : { severity: 'warning', source, message, setting };
    const findings: Finding[] = [];
    const shown = `${sentKey} = ${JSON.stringify(formValue(def, telling.value))}`;
    if (!filtered.page) {
      const message = at(filtered.answer.body, 'message');
      findings.push(problem(`HTTP ${filtered.answer.status}${typeof message === 'string' ? `: ${message}` : ''} with the filter ${shown}`));
    } else {
      const strays = filtered.page.rows.filter((row) => !fits(def, row, telling.value));
      // A total that stopped at its threshold (totalElementsAtLeast) is a lower bound: only the rows tell then.
      const exact = !filtered.page.totalAtLeast && !whole.totalAtLeast;
      if (exact && filtered.page.total >= whole.total)
        findings.push(problem(`the filter ${shown} does not narrow the list (${filtered.page.total} of ${whole.total} rows)`));
      else if (strays.length > 0)
        findings.push(problem(`${strays.length} of ${filtered.page.rows.length} rows of the filter ${shown} have another ${def.source}`));
      if (filtered.page.rows.length === 0)
        findings.push(problem(`the filter ${shown} answers no row, though ${telling.count} read have it`));
    }
    rows.push(
      rowOf(call, filtered.answer.status, findings, {
        source,
        sent: `${target.method} ${target.path} filter ${JSON.stringify(filtered.query.filter)}`,
      }),
    );
  }
  return rows;
}

/** The filter rows of every list of the document (`<resource>.list`) that declares filters. */
export async function filterRows(context: KitContext): Promise<ContractRow[]> {
  const rows: ContractRow[] = [];
  for (const [template, methods] of Object.entries(context.paths)) {
    const operationId = methods.get?.operationId;
    if (!operationId?.endsWith('.list') || !selected(context, operationId) || methods.get?.['x-audience']) continue;
    const resource = resourceOf(operationId);
    if (!resource?.filters.length || (template.includes('{') && template.replace('{op}', '').includes('{'))) continue;
    rows.push(...(await listFilterRows(context, template, resource, operationId)));
  }
  return rows;
}
