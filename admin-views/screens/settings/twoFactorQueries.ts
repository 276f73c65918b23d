import type { QueryClient } from '@tanstack/react-query'

export const TWO_FACTOR_URL = '/api/auth/two-factor'

export type TwoFactorStatus = { enabled: boolean; pending: boolean }

export const refreshTwoFactor = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [TWO_FACTOR_URL] })
