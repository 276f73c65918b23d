import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { SignIn } from '../shell/SignIn'

/** /admin/login, in place of Payload's login view; someone already signed in goes on to /admin. */
export const SignInView = ({ initPageResult }: AdminViewServerProps) => {
  if (initPageResult.req.user) redirect('/admin')
  return <SignIn />
}
