import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { TasksScreen } from '../screens/tasks/TasksScreen'
import { AdminView } from '../shell/AdminView'

export const TasksView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <TasksScreen />
  </AdminView>
)
