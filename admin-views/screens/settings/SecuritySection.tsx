'use client'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { SESSION_TIMEOUT_MAX, SESSION_TIMEOUT_MIN } from '../../../src/schemas/settings'
import { FormSection } from '../../ui/FormSection'
import { NumberField } from '../../ui/NumberField'
import { AccessLogTable } from './AccessLogTable'
import { SettingSwitch } from './SettingSwitch'
import type { SettingsValues } from './settingsForm'

type Props = {
  form: UseFormReturn<SettingsValues>
  /** The user's own two-factor switch (useTwoFactorSetting). */
  twoFactor: React.ReactNode
}

/**
 * Security & Privacy: the signed-in user's own two-factor sign-in (saved as it is switched, not with
 * the form), the session timeout of new sign-ins, and API access logging with the latest calls it
 * logged (kept readable after it is switched off).
 */
export const SecuritySection = ({ form, twoFactor }: Props) => (
  <FormSection className="tw:gap-4" title="Security & Privacy">
    {twoFactor}
    <NumberField
      error={form.formState.errors.sessionTimeoutMinutes}
      fieldClassName="tw:max-w-xs"
      hint={`Sign-ins without Remember me end after this many minutes (${SESSION_TIMEOUT_MIN} to ${SESSION_TIMEOUT_MAX}; 1440 is 24 hours). Applies to new sign-ins.`}
      id="settings-session-timeout"
      label="Session Timeout (minutes)"
      max={SESSION_TIMEOUT_MAX}
      min={SESSION_TIMEOUT_MIN}
      required
      {...form.register('sessionTimeoutMinutes', { valueAsNumber: true })}
    />
    <SettingSwitch
      description="Every /api call is logged with its user, tenant, method, path, status and duration."
      id="settings-api-access-logging"
      label="API Access Logging"
      {...form.register('apiAccessLogging')}
    />
    <AccessLogTable />
  </FormSection>
)
