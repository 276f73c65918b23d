'use client'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { TRASH_RETENTION_MAX } from '../../../src/schemas/settings'
import { FormSection } from '../../ui/FormSection'
import { NumberField } from '../../ui/NumberField'
import { TextField } from '../../ui/TextField'
import type { SettingsValues } from './settingsForm'

/**
 * General: the platform's name (the admin's title and browser tab), the admin email, the default domain,
 * and how long the trash keeps what is deleted.
 */
export const GeneralSection = ({ form }: { form: UseFormReturn<SettingsValues> }) => {
  const { errors } = form.formState
  return (
    <FormSection className="tw:gap-4" title="General">
      <TextField
        error={errors.platformName}
        hint="Shown at the top of the sidebar, on the sign-in screen and in the browser tab."
        id="settings-platform-name"
        label="Platform Name"
        required
        {...form.register('platformName')}
      />
      <TextField
        autoComplete="email"
        error={errors.adminEmail}
        hint="Notifications are sent here."
        id="settings-admin-email"
        label="Admin Email"
        placeholder="admin@example.com"
        type="email"
        {...form.register('adminEmail')}
      />
      <TextField
        autoCapitalize="none"
        error={errors.defaultDomain}
        hint="Create New Tenant suggests {name}.this domain: Music Shop becomes music-shop.example.com."
        id="settings-default-domain"
        label="Default Domain"
        placeholder="example.com"
        spellCheck={false}
        {...form.register('defaultDomain')}
      />
      <NumberField
        error={errors.trashRetentionDays}
        fieldClassName="tw:max-w-xs"
        hint={`Deleted pages, templates, snippets, redirects, datasets and records can be restored from the Trash until then, and are deleted forever after (1 to ${TRASH_RETENTION_MAX}).`}
        id="settings-trash-retention"
        label="Keep deleted items in the trash for (days)"
        max={TRASH_RETENTION_MAX}
        min={1}
        required
        {...form.register('trashRetentionDays', { valueAsNumber: true })}
      />
    </FormSection>
  )
}
