import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { extraFieldSpecs } from '../../src/config/extraFieldSpecs'
import { DatasetsScreen } from '../screens/datasets/DatasetsScreen'
import { AdminView } from '../shell/AdminView'

export const DatasetsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <DatasetsScreen
      extraFields={extraFieldSpecs(props.initPageResult.req.payload.config, 'dataset-records')}
    />
  </AdminView>
)
