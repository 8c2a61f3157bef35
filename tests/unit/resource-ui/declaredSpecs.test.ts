/**
 * The specs the console derives from each declaration at run time are the specs its generated
 * screen files spelled out: settings, columns, filters, actions, sections and edit fields.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as declared from '../../../server/generated/resources';
import { pascalCase } from '../../../src/resource-ui/declaredModel';
import { editSpecs, listSpecs, showSpecs, type ScreenComponents } from '../../../src/resource-ui/declaredSpecs';
import type { AnyResource } from '../../../src/resource-ui/types';

const root = path.resolve(__dirname, '../../..');

/** The `const name: Type = literal;` statements of a generated file, evaluated with each component as its name. */
function literals(file: string): { values: Record<string, unknown>; components: ScreenComponents; text: string } {
  const text = readFileSync(file, 'utf8');
  const names = [...text.matchAll(/^import \{ (\w+) \} from '\.\.\/\.\.\/resource-ui\/(?:cells|inputs)\/\w+';$/gm)].map((m) => m[1]);
  const values: Record<string, unknown> = {};
  for (const match of text.matchAll(/^const (\w+): [^=]+ = ([\s\S]*?);\n\n/gm)) {
    values[match[1]] = new Function(...names, `return (${match[2]});`)(...names);
  }
  return { values, components: Object.fromEntries(names.map((name) => [name, name])) as unknown as ScreenComponents, text };
}

const resources = Object.values(declared) as AnyResource[];

describe('declaredSpecs', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))('%s: the generated literals', (name, resource) => {
    const dir = path.join(root, 'src/generated', name);
    const pascal = pascalCase(name);
    const list = literals(path.join(dir, `${pascal}List.tsx`));
    const specs = listSpecs(resource, list.components);
    expect(specs.settings).toEqual(list.values.settings);
    expect(specs.columns).toEqual(list.values.columns);
    expect(specs.filters).toEqual(list.values.filters);
    expect(specs.bulkActions).toEqual(list.values.bulkActions);
    expect(specs.collectionActions).toEqual(list.values.collectionActions);
    const showFile = path.join(dir, `${pascal}Show.tsx`);
    if (existsSync(showFile)) {
      const show = literals(showFile);
      const shown = showSpecs(resource, show.components);
      expect(shown.settings).toEqual(show.values.settings);
      expect(shown.sections).toEqual(show.values.sections);
      expect(shown.actions).toEqual(show.values.actions);
    }
    const editFile = path.join(dir, `${pascal}Edit.tsx`);
    if (existsSync(editFile)) {
      const edit = literals(editFile);
      const edited = editSpecs(resource, edit.components);
      expect(edited.fields).toEqual(edit.values.fields);
      expect(edit.text).toContain(`successMessage='${edited.successMessage}'`);
    }
  });
});
