import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { LayoutScreen } from '../screens/layout/LayoutScreen'
import { AdminView } from '../shell/AdminView'

export const LayoutView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <LayoutScreen />
  </AdminView>
)
