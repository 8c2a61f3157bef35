/** The profile's editable fields and their validation with the Player schema (001 §5 max lengths, phone rule). */
import { Player } from '../../../resources/player';
import { fieldValidator } from '../../resource-ui/fieldValidator';
import type { ValidationMessage } from '../../resource-ui/types';

/** Editable text fields of the top form, in order. */
export const EDITABLE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'street', 'locality', 'postalCode', 'country'] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type PlayerDraft = Record<EditableField, string>;

/** The draft of a loaded player: empty strings for absent values. */
export function draftOf(player: Player): PlayerDraft {
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, player[field] ?? ''])) as PlayerDraft;
}

/** The fields whose draft differs from the player, with null for an emptied value. */
export function changedFields(player: Player, draft: PlayerDraft): Partial<Record<EditableField, string | null>> {
  const out: Partial<Record<EditableField, string | null>> = {};
  for (const field of EDITABLE_FIELDS) {
    if ((player[field] ?? '') !== draft[field]) out[field] = draft[field] === '' ? null : draft[field];
  }
  return out;
}

/** Validation messages per field; empty when the draft is valid. */
export function draftErrors(
  draft: PlayerDraft,
  translate: (key: string, args: Record<string, unknown>) => string | undefined,
): Partial<Record<EditableField, ValidationMessage>> {
  const out: Partial<Record<EditableField, ValidationMessage>> = {};
  for (const field of EDITABLE_FIELDS) {
    const message = fieldValidator(Player, field, translate)(draft[field]);
    if (message) out[field] = message;
  }
  return out;
}
