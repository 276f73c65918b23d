import React from 'react'

import { AcceptInvite } from '../shell/AcceptInvite'

/** /admin/invite: where an invitation email leads, open to anyone (the link's token is the key). */
export const InviteView = () => <AcceptInvite />
