'use client'
import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React from 'react'

const MISSING = 'Enter your current password to change it'

const required = (value: unknown) => (typeof value === 'string' && value.length > 0) || MISSING

/**
 * "Current password" on Payload's account and user screens, shown on your own account once a new
 * password is typed under "Change Password" or the username is changed (the server refuses either
 * without it: collections/Users' requireCurrentPassword). An administrator changing someone else's
 * is not asked.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  // The form holds `password` from the start; it has a value once a new password is typed. A new
  // username asks for it too.
  const changingCredentials = useFormFields(
    ([fields]) =>
      Boolean(fields.password?.value) ||
      (typeof fields.username?.value === 'string' &&
        fields.username.value.trim().toLowerCase() !==
          String(fields.username.initialValue ?? '').toLowerCase()),
  )
  if (!changingCredentials || !user || id === undefined || String(user.id) !== String(id))
    return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true }}
      path={path ?? field.name}
      validate={required}
    />
  )
}
