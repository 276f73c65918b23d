import { z } from 'zod'

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })

export const loginSchema = z.object({
  username: required('Username'),
  password: z.string({ error: 'Password is required' }).refine((value) => value.trim().length > 0, {
    error: 'Password is required',
  }),
  rememberMe: z.boolean({ error: 'rememberMe must be true or false' }).optional().default(false),
})

export type LoginInput = z.infer<typeof loginSchema>
