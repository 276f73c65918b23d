import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form's resolver for one of the API's own zod schemas (src/schemas), so a form refuses
 * exactly what the server would, with the same messages.
 */
export const schemaResolver = <TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> =>
  zodResolver(schema as never) as unknown as Resolver<TValues>
