/** Console link templates filled from a record. */
import { getPath } from './paths';

/**
 * Fills `{dotted.path}` placeholders of a template from a record, URI-encoding each value:
 * `expandTemplate('/betslips/{betslipId}', row)`. A template that is one placeholder alone takes a
 * stored console address as it is (`{path}` of a quick link: `/players?filter=…`), and nothing else
 * (another site's address gives no link). Returns `undefined` when a value is missing.
 */
export function expandTemplate(template: string, record: unknown): string | undefined {
  const whole = /^\{([\w.]+)\}$/.exec(template);
  if (whole) {
    const value = getPath(record, whole[1]);
    return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
  }
  let missing = false;
  const result = template.replace(/\{([\w.]+)\}/g, (_, path: string) => {
    const value = getPath(record, path);
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : result;
}
