import type { PayloadRequest } from 'payload'

/** Administrators only; usable as collection and as field access. */
export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => req.user?.role === 'admin'
