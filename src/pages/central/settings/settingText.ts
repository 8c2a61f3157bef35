/** A setting's value as a short text for its hint (the default, or what an operator inherits). Pure. */

/** `(key) => text` of a catalogue (the console's translate). */
type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * @example settingText(['/api/officeapp/info', '/version.json'], translate) // '/api/officeapp/info, /version.json'
 */
export function settingText(value: unknown, translate: Translate): string {
  if (value === null || value === undefined || value === '') return translate('app.settings.none');
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) {
    if (value.length === 0) return translate('app.settings.none');
    return value
      .map((entry) => (typeof entry === 'object' && entry !== null ? String((entry as { name?: unknown }).name) : String(entry)))
      .join(', ');
  }
  return String(value);
}
