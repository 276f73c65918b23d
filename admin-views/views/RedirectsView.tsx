import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { RedirectsScreen } from '../screens/redirects/RedirectsScreen'
import { AdminView } from '../shell/AdminView'

export const RedirectsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <RedirectsScreen />
  </AdminView>
)
