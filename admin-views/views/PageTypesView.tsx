import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { PageTypesScreen } from '../screens/pageTypes/PageTypesScreen'
import { AdminView } from '../shell/AdminView'

export const PageTypesView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <PageTypesScreen />
  </AdminView>
)
