/**
 * A text input of a hand-written form on react-hook-form (inside a `FormProvider`): shows its
 * rule's message (or `hint` while valid) and clears that message as soon as the value is edited,
 * so a form validated on submit shows what is still wrong only after the next submit.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from '../pages/PasswordField';

export type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'> & {
  name: FieldPath<V>;
  /** Shown under the input while it has no error. */
  hint?: string;
  /** A password input with its show/hide toggle. */
  password?: boolean;
};

/**
 * @example
 * <FormTextField<RegistrationValues> name="email" type="email" label={translate('app.register.email')} required fullWidth />
 */
export function FormTextField<V extends FieldValues>({ name, hint, password, ...props }: FormTextFieldProps<V>) {
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name, control });
  const input = {
    ...props,
    name: field.name,
    value: field.value ?? '',
    inputRef: field.ref,
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event.target.value);
      if (fieldState.error) clearErrors(name);
    },
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? hint,
  };
  return password ? <PasswordField {...input} /> : <TextField {...input} />;
}
