import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { DatasetsScreen } from '../screens/datasets/DatasetsScreen'
import { AdminView } from '../shell/AdminView'

export const DatasetsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <DatasetsScreen />
  </AdminView>
)
