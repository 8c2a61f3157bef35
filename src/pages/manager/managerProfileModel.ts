/**
 * The manager profile form's values (001 §2 "Manager profile"): the editable fields of
 * {@link ManagerProfileFields} as text, and the changes a save sends. The rules live in
 * resources/manager.ts, which the API applies to the same requests.
 */
import { MANAGER_PROFILE_FIELDS, type Manager, type ManagerProfileField } from '../../../resources/manager';

export type ManagerModel = Manager;
export type ProfileDraft = Record<ManagerProfileField, string>;

/** The editable draft of a loaded manager (null as empty text). */
export function toDraft(manager: ManagerModel): ProfileDraft {
  return Object.fromEntries(MANAGER_PROFILE_FIELDS.map((field) => [field, manager[field] ?? ''])) as ProfileDraft;
}

/** The profile fields to save: trimmed, an emptied field as null. */
export function profileChanges(draft: ProfileDraft): Partial<ManagerModel> {
  return Object.fromEntries(MANAGER_PROFILE_FIELDS.map((field) => [field, draft[field].trim() || null]));
}

/** Whether any profile field differs from the loaded manager, ignoring surrounding spaces (Update is enabled only then). */
export function isChanged(draft: ProfileDraft, manager: ManagerModel): boolean {
  return MANAGER_PROFILE_FIELDS.some((field) => draft[field].trim() !== (manager[field] ?? '').trim());
}
