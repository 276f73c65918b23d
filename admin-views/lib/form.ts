import { zodResolver } from '@hookform/resolvers/zod'
import type {
  DefaultValues,
  FieldError,
  FieldValues,
  Path,
  RegisterOptions,
  Resolver,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form'
import { get, useForm } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form's resolver for one of the API's own zod schemas (src/schemas), so a form refuses
 * exactly what the server would, with the same messages.
 */
export const schemaResolver = <TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> =>
  zodResolver(schema as never) as unknown as Resolver<TValues>

/**
 * A react-hook-form form whose rules are one of the API's schemas (`schemaResolver`), starting from
 * `defaultValues`: `useSchemaForm<Values>(createTenantSchema, EMPTY)`.
 */
export const useSchemaForm = <V extends FieldValues>(
  schema: z.ZodType,
  defaultValues: DefaultValues<V>,
  options: Omit<UseFormProps<V>, 'defaultValues' | 'resolver'> = {},
): UseFormReturn<V> =>
  useForm<V>({ ...options, defaultValues, resolver: schemaResolver<V>(schema) })

type Bindable<V extends FieldValues> = Pick<UseFormReturn<V>, 'formState' | 'register'>
type BindOptions<V extends FieldValues> = RegisterOptions<V, Path<V>> & {
  /** The id's last part when it is not the field's name: `${prefix}-${id}`. */
  id?: string
}

/**
 * What ties a labelled control to one field of a form: its registration, its id (`${prefix}-${name}`),
 * its message, and `disabled` while the form is busy. `<TextField label="Name" {...field('name')} />`.
 */
export const fieldBinder =
  <V extends FieldValues>(form: Bindable<V>, prefix: string, disabled?: boolean) =>
  (name: Path<V>, { id = name, ...options }: BindOptions<V> = {}) => ({
    disabled,
    error: get(form.formState.errors, name) as FieldError | undefined,
    id: `${prefix}-${id}`,
    ...form.register(name, options),
  })
