/** The workspace form's editable fields (the {@link PlayerDetails} schema's) and the changes a save sends. */
import type { Player } from '../../../resources/player';
import { PlayerDetails } from '../../../resources/player';

/** Editable text fields of the top form, in order. */
export const EDITABLE_FIELDS = Object.keys(PlayerDetails.shape) as (keyof typeof PlayerDetails.shape)[];

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type PlayerDraft = Record<EditableField, string>;

/** The draft of a loaded player: empty strings for absent values. */
export function draftOf(player: Pick<Player, EditableField>): PlayerDraft {
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, player[field] ?? ''])) as PlayerDraft;
}

/** The fields whose draft differs from the player, with null for an emptied value. */
export function changedFields(player: Pick<Player, EditableField>, draft: PlayerDraft): Partial<Record<EditableField, string | null>> {
  const out: Partial<Record<EditableField, string | null>> = {};
  for (const field of EDITABLE_FIELDS) {
    if ((player[field] ?? '') !== draft[field]) out[field] = draft[field] === '' ? null : draft[field];
  }
  return out;
}
