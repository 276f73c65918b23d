import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { SettingsScreen } from '../screens/settings/SettingsScreen'
import { AdminView } from '../shell/AdminView'

export const SettingsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <SettingsScreen />
  </AdminView>
)
