import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { extraFieldSpecs } from '../../src/config/extraFieldSpecs'
import { PagesScreen } from '../screens/pages/PagesScreen'
import { AdminView } from '../shell/AdminView'

export const PagesView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <PagesScreen extraFields={extraFieldSpecs(props.initPageResult.req.payload.config, 'pages')} />
  </AdminView>
)
