import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { TenantsScreen } from '../screens/tenants/TenantsScreen'
import { AdminView } from '../shell/AdminView'

export const TenantsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <TenantsScreen />
  </AdminView>
)
