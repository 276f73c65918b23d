import React from 'react'

import { DashboardScreen } from '../screens/dashboard/DashboardScreen'
import { AdminGate } from '../shell/AdminGate'

/** /admin: Payload renders the dashboard inside its own template and only for a signed-in user. */
export const DashboardView = () => (
  <AdminGate>
    <DashboardScreen />
  </AdminGate>
)
