/** The English catalogue text of a key, with `%{name}` placeholders filled: what a user reads. */
import en from '../../i18n/en.json';

export function englishText(key: string, args: Record<string, unknown> = {}): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? `%{${name}}`));
}
