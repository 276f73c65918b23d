import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { CategoriesScreen } from '../screens/categories/CategoriesScreen'
import { AdminView } from '../shell/AdminView'

export const CategoriesView = (props: AdminViewServerProps) => (
  <AdminView props={props}>
    <CategoriesScreen />
  </AdminView>
)
