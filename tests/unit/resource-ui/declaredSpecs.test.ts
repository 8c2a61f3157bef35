/**
 * The specs the console derives from each declaration at run time (settings, columns, filters,
 * actions, sections, edit fields): for the generator's fixtures, the committed specs next to their
 * expected generated files; for every declared resource, the derivation succeeds with exactly the
 * components its generated screens hand over.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as declared from '../../../server/generated/resources';
import { ticket } from '../../generator/fixtures/basic/resources/ticket';
import { wallet } from '../../generator/fixtures/basic/resources/wallet';
import { wager } from '../../generator/fixtures/lists/resources/wager';
import { pascalCase } from '../../../src/resource-ui/declaredModel';
import { editSpecs, listSpecs, showSpecs, type ScreenComponents } from '../../../src/resource-ui/declaredSpecs';
import type { AnyResource } from '../../../src/resource-ui/types';

const root = path.resolve(__dirname, '../../..');

/** Each component as its own name, so that the specs print as data. */
const byName = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, name])) as unknown as ScreenComponents;

/** The component names a generated screen hands to the derivation (`const cells = { A, B };`), or undefined without the screen. */
function handedOver(file: string, constant: 'cells' | 'inputs'): string[] | undefined {
  if (!existsSync(file)) return undefined;
  const match = new RegExp(`^const ${constant} = \\{ ([\\w, ]*) \\};$`, 'm').exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} hands over no ${constant}`);
  return match[1].split(', ').filter(Boolean);
}

/** The component names the specs use: the cells of columns and detail fields, the inputs of edit fields. */
function used(specs: {
  columns?: readonly { cell: unknown }[];
  sections?: readonly { fields: readonly { cell: unknown }[] }[];
  fields?: readonly { input: unknown }[];
}): string[] {
  const names = [
    ...(specs.columns ?? []).map((column) => column.cell),
    ...(specs.sections ?? []).flatMap((section) => section.fields.map((field) => field.cell)),
    ...(specs.fields ?? []).map((field) => field.input),
  ];
  return [...new Set(names.map(String))].sort();
}

/** Every component name a screen may use. */
const ALL = byName(
  [
    ...['Text', 'Number', 'Money', 'Date', 'DateTime', 'Boolean', 'Enum', 'Percent', 'PlayerLink', 'Wallets', 'Json', 'Limit'],
    ...['Exclusion', 'RiskGroup', 'Ticket', 'Colour', 'Rollover', 'ManagerLink', 'Period', 'Download', 'ResourceName', 'FileSize'],
    'Action',
  ]
    .map((name) => `${name}Cell`)
    .concat(['Text', 'Multiline', 'Number', 'Boolean', 'Enum', 'Date', 'DateTime'].map((name) => `${name}FieldInput`)),
);

const fixtures: [string, AnyResource][] = [
  ['basic', ticket as unknown as AnyResource],
  ['basic', wallet as unknown as AnyResource],
  ['lists', wager as unknown as AnyResource],
];

describe('declaredSpecs of the generator fixtures', () => {
  it.each(fixtures.map(([fixture, resource]) => [resource.name, fixture, resource] as const))(
    '%s: the committed specs',
    async (name, fixture, resource) => {
      const specs = {
        list: listSpecs(resource, ALL),
        ...(resource.list.aggregate ? {} : { show: showSpecs(resource, ALL) }),
        ...(resource.edit ? { edit: editSpecs(resource, ALL) } : {}),
      };
      const file = path.join(root, 'tests/generator/fixtures', fixture, 'expected/specs', `${name}.json`);
      await expect(`${JSON.stringify(specs, null, 2)}\n`).toMatchFileSnapshot(file);
    },
  );
});

const resources = Object.values(declared) as AnyResource[];

describe('declaredSpecs of every declared resource', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: derives with exactly the components its screens hand over',
    (name, resource) => {
      const dir = path.join(root, 'src/generated', name);
      const pascal = pascalCase(name);
      const screens = [
        [handedOver(path.join(dir, `${pascal}List.tsx`), 'cells'), (components: ScreenComponents) => listSpecs(resource, components)],
        [handedOver(path.join(dir, `${pascal}Show.tsx`), 'cells'), (components: ScreenComponents) => showSpecs(resource, components)],
        [handedOver(path.join(dir, `${pascal}Edit.tsx`), 'inputs'), (components: ScreenComponents) => editSpecs(resource, components)],
      ] as const;
      expect(screens[0][0]).toBeDefined();
      for (const [names, derive] of screens) {
        if (!names) continue;
        expect(used(derive(byName(names)))).toEqual([...names].sort());
      }
    },
  );

  it('names the component a screen does not hand over', () => {
    const [resource] = resources.filter((candidate) => candidate.list.columns.length > 0);
    expect(() => listSpecs(resource, byName([]))).toThrow(`${resource.name}: the screen does not import the component`);
  });
});
