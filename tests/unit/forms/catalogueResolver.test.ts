import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PlayerDetails } from '../../../resources/player';
import { catalogueResolver } from '../../../src/forms/catalogueResolver';

const german: Record<string, string> = {
  'app.validation.maxLength': 'Höchstens %{max} Zeichen',
  'app.validation.required': 'Pflichtfeld',
  'app.validation.invalidValue': 'Ungültiger Wert',
};
const lookup = (key: string, args: Record<string, unknown>) =>
  german[key]?.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));

const resolve = (values: Record<string, string>) =>
  catalogueResolver<Record<string, string>>(PlayerDetails, lookup)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('catalogueResolver', () => {
  it('passes valid values through the schema', async () => {
    const result = await resolve({ firstName: 'Ann', phoneNumber: '+49.1' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ firstName: 'Ann', phoneNumber: '+49.1' });
  });

  it('renders each message from the catalogue with its arguments, else in English', async () => {
    const result = await resolve({ firstName: 'x'.repeat(41), phoneNumber: '0049' });
    expect(result.values).toEqual({});
    expect(result.errors.firstName?.message).toBe('Höchstens 40 Zeichen');
    expect(result.errors.phoneNumber?.message).toBe('Phone must start with + then country code. Use numbers and optionally dots');
  });

  it("shows zod's own messages as the catalogue's: an empty field is required, anything else an invalid value", async () => {
    const schema = z.object({ category: z.enum(['SPORTS', 'COMPANY']), categoryId: z.number(), tag: z.enum(['A', 'B']) });
    const result = await catalogueResolver<Record<string, unknown>>(schema, lookup)(
      { category: undefined, categoryId: undefined, tag: 'C' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors.category?.message).toBe('Pflichtfeld');
    expect(result.errors.categoryId?.message).toBe('Pflichtfeld');
    expect(result.errors.tag?.message).toBe('Ungültiger Wert');
  });
});
