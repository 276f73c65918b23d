import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { SnippetsScreen } from '../screens/snippets/SnippetsScreen'
import { AdminView } from '../shell/AdminView'

export const SnippetsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <SnippetsScreen />
  </AdminView>
)
