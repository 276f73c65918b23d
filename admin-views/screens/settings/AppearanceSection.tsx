'use client'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Controller } from 'react-hook-form'

import { ColorField } from '../../ui/ColorField'
import { FormSection } from '../../ui/FormSection'
import type { SettingsValues } from './settingsForm'
import { SettingSwitch } from './SettingSwitch'

/** Appearance: the admin's dark theme (Payload's) and its primary colour (default #1976D2). */
export const AppearanceSection = ({ form }: { form: UseFormReturn<SettingsValues> }) => (
  <FormSection className="tw:gap-4" title="Appearance">
    <SettingSwitch
      description="The admin's dark theme, for everyone (each person can still switch it on their account page)."
      id="settings-dark-mode"
      label="Dark Mode"
      {...form.register('darkMode')}
    />
    <Controller
      control={form.control}
      name="primaryColor"
      render={({ field, fieldState }) => (
        <ColorField
          error={fieldState.error}
          id="settings-primary-color"
          label="Primary Color"
          onBlur={field.onBlur}
          onChange={field.onChange}
          value={field.value}
        />
      )}
    />
    <p className="tw:m-0 tw:text-sm tw:text-elev-500" id="settings-primary-color-use">
      Used for primary buttons and the current page in the sidebar. Text on it is black or white,
      whichever reads better.
    </p>
  </FormSection>
)
