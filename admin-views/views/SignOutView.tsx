import React from 'react'

import { SignOut } from '../shell/SignOut'

/** /admin/logout (Payload's own links and its inactivity timer go here): ends our session too. */
export const SignOutView = () => <SignOut />
