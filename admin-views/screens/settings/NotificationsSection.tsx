'use client'
import { useMutation } from '@tanstack/react-query'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { api, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { FormSection } from '../../ui/FormSection'
import { Notice } from '../../ui/Notice'
import { SettingSwitch } from './SettingSwitch'
import type { SettingsValues } from './settingsForm'
import { SmallButton } from '../../ui/SmallButton'

const NOT_CONFIGURED = 'Email is not configured'

type Props = {
  form: UseFormReturn<SettingsValues>
  /** SMTP_URL is set: notifications can be emailed. */
  emailConfigured: boolean
  /** The admin email as saved (the test message goes there). */
  savedEmail: null | string
}

/**
 * Notifications, emailed to the admin email: a new tenant, dataset changes, system alerts (a failed
 * AI run, a locked account). Without SMTP_URL the switches say email is not configured.
 */
export const NotificationsSection = ({ emailConfigured, form, savedEmail }: Props) => {
  const test = useMutation({
    mutationFn: () =>
      api<{ message: string }>('/api/settings/test-email', { body: {}, method: 'POST' }),
    onError: (error) =>
      notifyError('Test email failed', errorMessage(error, 'The message could not be sent')),
    onSuccess: (reply) => notify({ description: reply.message, title: 'Test email sent' }),
  })
  // Without email the switches show what is saved and cannot change; they are left out of the form's
  // inputs, so the saved values go back as they were.
  const control = (name: 'notifyDatasetChanges' | 'notifyNewTenant' | 'notifySystemAlerts') =>
    emailConfigured
      ? form.register(name)
      : { checked: form.getValues(name), disabled: true, name, readOnly: true }
  const why = (what: string) =>
    emailConfigured ? what : `${NOT_CONFIGURED}: ${what.toLowerCase()}`
  return (
    <FormSection className="tw:gap-4" title="Notifications">
      {!emailConfigured && (
        <Notice role="status" testId="email-not-configured" tone="warning">
          {NOT_CONFIGURED}: set <code>SMTP_URL</code> (and <code>SMTP_FROM</code>) on the server and
          restart it to email notifications.
        </Notice>
      )}
      <SettingSwitch
        description={why('An email when a tenant is created.')}
        id="settings-notify-new-tenant"
        label="New Tenant"
        {...control('notifyNewTenant')}
      />
      <SettingSwitch
        description={why('An email when a dataset is created, edited or deleted.')}
        id="settings-notify-dataset-changes"
        label="Dataset Changes"
        {...control('notifyDatasetChanges')}
      />
      <SettingSwitch
        description={why('An email when an AI run fails or an account is locked.')}
        id="settings-notify-system-alerts"
        label="System Alerts"
        {...control('notifySystemAlerts')}
      />
      {emailConfigured && (
        <div className="tw:flex tw:flex-wrap tw:items-center tw:gap-3">
          <SmallButton disabled={!savedEmail || test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? 'Sending...' : 'Send Test Email'}
          </SmallButton>
          <span className="tw:text-sm tw:text-elev-500">
            {savedEmail ? `To ${savedEmail}` : 'Save an admin email first.'}
          </span>
        </div>
      )}
    </FormSection>
  )
}
