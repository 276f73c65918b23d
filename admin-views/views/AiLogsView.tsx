import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AiLogsScreen } from '../screens/aiLogs/AiLogsScreen'
import { AdminView } from '../shell/AdminView'

export const AiLogsView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <AiLogsScreen />
  </AdminView>
)
