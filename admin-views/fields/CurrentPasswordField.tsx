'use client'
import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React from 'react'

const MISSING = 'Enter your current password to change it'

const required = (value: unknown) => (typeof value === 'string' && value.length > 0) || MISSING

/**
 * "Current password" on Payload's account and user screens, shown once "Change Password" is open on
 * your own account (the server refuses your new password without it, collections/Users'
 * requireCurrentPassword). An administrator setting someone else's password is not asked.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const changingPassword = useFormFields(([fields]) => Boolean(fields.password))
  if (!changingPassword || !user || id === undefined || String(user.id) !== String(id)) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true }}
      path={path ?? field.name}
      validate={required}
    />
  )
}
