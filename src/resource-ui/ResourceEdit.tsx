import { EditBase, useEditContext, useNotify, useRedirect, useTranslate, useUpdate, type HttpError } from 'ra-core';
import { SaveButton, SimpleForm, Title, Toolbar } from 'react-admin';
import { useCallback, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { conflictOf } from './conflict';
import { ConflictDialog } from './ConflictDialog';
import { fieldValidator } from './fieldValidator';
import type { AnyResource, EditFieldSpec } from './types';
import { useCatalogue } from './useCatalogue';

/** A refetch of the same record (auto-refresh, reconnect) keeps what the user typed. */
const KEEP_DIRTY_VALUES = { keepDirtyValues: true } as const;

export interface ResourceEditProps {
  definition: AnyResource;
  fields: readonly EditFieldSpec[];
  /** Catalogue key of the toast after a save. */
  successMessage: string;
  /** Record id when not taken from the route. */
  id?: string | number;
}

type Values = Record<string, unknown>;

/** The form's toolbar: Save, and no Delete (no resource declares one). */
const SAVE_ONLY = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** A save refused because the record changed after it was loaded: what was loaded, what was sent, what is there now. */
interface Conflict {
  loaded: Values;
  mine: Values;
  current: Values;
}

/** The message react-admin's edit controller would show for a failed save. */
function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  return (error as Error | undefined)?.message || 'ra.notification.http_error';
}

/** Field errors of a 400 are shown under the fields by the form; anything else is a toast. */
function hasFieldErrors(error: unknown): boolean {
  const errors = (error as HttpError | undefined)?.body?.errors;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
}

/**
 * The edit form of a declared resource: one input per field, validated with the resource schema
 * (messages from `app.validation.*`); saving calls `update` with data and previousData (which
 * carries the `updated` the form was loaded with), then toasts and returns to the show page.
 * The toolbar offers Save only: a declaration has no delete, so none is offered (the API has no
 * such route). When the server refuses the save because someone else changed the record meanwhile (409 with
 * the current record), a {@link ConflictDialog} shows both values and offers to reload or to
 * apply the user's changes again.
 *
 * @example
 * <ResourceEdit definition={player} fields={fields} successMessage="app.messages.playerProfileUpdated" />
 */
export function ResourceEdit({ definition, fields, successMessage, id }: ResourceEditProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  const redirect = useRedirect();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const validators = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.source, fieldValidator(definition.schema, field.source, catalogue)])),
    [definition.schema, fields, catalogue],
  );
  const onSuccess = useCallback(
    (data: { id: string | number }) => {
      notify(successMessage, { type: 'success' });
      redirect(definition.show ? 'show' : 'list', definition.name, data.id);
    },
    [definition.name, definition.show, notify, redirect, successMessage],
  );
  const onError = useCallback(
    (error: unknown, variables: { data?: Values; previousData?: Values } | undefined) => {
      const current = conflictOf(error);
      if (current) {
        setConflict({ loaded: variables?.previousData ?? {}, mine: variables?.data ?? {}, current });
        return;
      }
      if (!hasFieldErrors(error)) notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } });
    },
    [notify],
  );
  return (
    <EditBase resource={definition.name} id={id} mutationMode="pessimistic" mutationOptions={{ onSuccess, onError }}>
      <Title title={translate(`resources.${definition.name}.name`, { smart_count: 1 })} />
      <SimpleForm resetOptions={KEEP_DIRTY_VALUES} toolbar={SAVE_ONLY}>
        {fields.map((field) => {
          const Input = field.input;
          return (
            <Input
              key={field.source}
              source={field.source}
              label={field.label}
              readOnly={field.readOnly}
              enumName={field.enumName}
              options={field.options}
              validate={validators[field.source]}
            />
          );
        })}
        {conflict && (
          <ConflictResolver
            definition={definition}
            fields={fields}
            conflict={conflict}
            onConflict={setConflict}
            onSaved={onSuccess}
            onFailed={onError}
          />
        )}
      </SimpleForm>
    </EditBase>
  );
}

interface ConflictResolverProps {
  definition: AnyResource;
  fields: readonly EditFieldSpec[];
  conflict: Conflict;
  onConflict: (conflict: Conflict | null) => void;
  onSaved: (data: { id: string | number }) => void;
  onFailed: (error: unknown, variables: { data?: Values; previousData?: Values }) => void;
}

/** The conflict dialog inside the form: reload resets the form to the current record; apply again saves on top of it. */
function ConflictResolver({ definition, fields, conflict, onConflict, onSaved, onFailed }: ConflictResolverProps) {
  const translate = useTranslate();
  const { reset } = useFormContext();
  const { refetch, record } = useEditContext();
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);
  const recordId = (conflict.current.id ?? record?.id) as string | number;
  const name = `${translate(`resources.${definition.name}.name`, { smart_count: 1 })} ${recordId}`;
  const reload = () => {
    reset(conflict.current);
    onConflict(null);
    void refetch();
  };
  const applyAgain = () => {
    // The user's own changes, on top of the record as it is now.
    const changed = Object.fromEntries(
      fields
        .filter((field) => !field.readOnly && field.source in conflict.mine)
        .filter((field) => JSON.stringify(conflict.mine[field.source] ?? null) !== JSON.stringify(conflict.loaded[field.source] ?? null))
        .map((field) => [field.source, conflict.mine[field.source]]),
    );
    const data = { ...conflict.current, ...changed };
    // The dialog stays (buttons disabled) until the save answers: the callbacks of a mutation
    // whose component is gone would not run.
    setSaving(true);
    void update(
      definition.name,
      { id: recordId, data, previousData: conflict.current },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          onConflict(null);
          onSaved(saved as { id: string | number });
        },
        onError: (error) => {
          setSaving(false);
          onConflict(null);
          onFailed(error, { data, previousData: conflict.current });
        },
      },
    );
  };
  return (
    <ConflictDialog
      name={name}
      fields={fields}
      loaded={conflict.loaded}
      mine={conflict.mine}
      current={conflict.current}
      onReload={reload}
      onApplyAgain={applyAgain}
      busy={saving}
    />
  );
}
