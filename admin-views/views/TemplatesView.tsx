import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { TemplatesScreen } from '../screens/templates/TemplatesScreen'
import { AdminView } from '../shell/AdminView'

export const TemplatesView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <TemplatesScreen />
  </AdminView>
)
