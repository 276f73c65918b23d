import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { PagesScreen } from '../screens/pages/PagesScreen'
import { AdminView } from '../shell/AdminView'

export const PagesView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <PagesScreen />
  </AdminView>
)
