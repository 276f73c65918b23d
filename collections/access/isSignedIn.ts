import type { Access } from 'payload'

export const isSignedIn: Access = ({ req }) => Boolean(req.user)
