import { EditBase, useNotify, useRedirect, useTranslate } from 'ra-core';
import { SimpleForm, Title } from 'react-admin';
import { useMemo } from 'react';
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

/**
 * The edit form of a declared resource: one input per field, validated with the resource schema
 * (messages from `app.validation.*`); saving calls `update` with data and previousData, then
 * toasts and returns to the show page.
 *
 * @example
 * <ResourceEdit definition={player} fields={fields} successMessage="app.messages.playerProfileUpdated" />
 */
export function ResourceEdit({ definition, fields, successMessage, id }: ResourceEditProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  const redirect = useRedirect();
  const validators = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.source, fieldValidator(definition.schema, field.source, catalogue)])),
    [definition.schema, fields, catalogue],
  );
  return (
    <EditBase
      resource={definition.name}
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: { id: string | number }) => {
          notify(successMessage, { type: 'success' });
          redirect(definition.show ? 'show' : 'list', definition.name, data.id);
        },
      }}
    >
      <Title title={translate(`resources.${definition.name}.name`, { smart_count: 1 })} />
      <SimpleForm resetOptions={KEEP_DIRTY_VALUES}>
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
      </SimpleForm>
    </EditBase>
  );
}
