'use client'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import React, { useEffect } from 'react'
import { useForm } from 'react-hook-form'

import { useUnsavedGuard } from '../../hooks/useUnsavedGuard'
import type { SettingsReply } from '../../../src/schemas/settings'
import { settingsFormSchema } from '../../../src/schemas/settings'
import { api, errorMessage } from '../../lib/api'
import { schemaResolver } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { useAdminAuth } from '../../providers/auth'
import { PageFrame } from '../../shell/PageFrame'
import { DiscardConfirm } from '../../ui/Dialog'
import { FormSection } from '../../ui/FormSection'
import { Notice } from '../../ui/Notice'
import { QueryState } from '../../ui/QueryState'
import { SubmitButton } from '../../ui/SubmitButton'
import { AppearanceSection } from './AppearanceSection'
import { GeneralSection } from './GeneralSection'
import { NotificationsSection } from './NotificationsSection'
import { SecuritySection } from './SecuritySection'
import type { SettingsValues } from './settingsForm'
import { SETTINGS_FIELDS, SETTINGS_URL, toValues } from './settingsForm'
import { useTwoFactorSetting } from './TwoFactorSetting'

const FORM_ID = 'settings-form'
const TITLE = 'Settings'
const SUBTITLE = 'Platform configuration, security, notifications and appearance'

/** What a user who is not an administrator may change here: their own two-factor sign-in. */
const OwnSettings = ({ twoFactor }: { twoFactor: ReturnType<typeof useTwoFactorSetting> }) => (
  <PageFrame subtitle="Your own sign-in" title={TITLE}>
    <div className="tw:flex tw:max-w-3xl tw:flex-col tw:gap-4">
      <Notice role="status" tone="warning">
        Only administrators can change the platform settings.
      </Notice>
      <FormSection className="tw:gap-4" title="Security & Privacy">
        {twoFactor.control}
      </FormSection>
    </div>
    {twoFactor.dialogs}
  </PageFrame>
)

/**
 * Settings (spec §2.12), saved and applied: General, Security & Privacy, Notifications and Appearance,
 * saved together by 'Save Settings' (the platform name, theme and colour reach every admin page at
 * once); two-factor sign-in is each user's own and is saved as it is switched.
 */
export const SettingsScreen = () => {
  const { user } = useAdminAuth()
  const isAdmin = user?.role === 'admin'
  const queryClient = useQueryClient()
  const router = useRouter()
  const settings = useQuery<SettingsReply>({ enabled: isAdmin, queryKey: [SETTINGS_URL] })
  const form = useForm<SettingsValues>({
    resolver: schemaResolver<SettingsValues>(settingsFormSchema),
  })
  const { reset } = form
  const twoFactor = useTwoFactorSetting()
  // Changes not saved: leaving the screen asks first (saved, the form is reset and clean again).
  const guard = useUnsavedGuard(isAdmin && form.formState.isDirty)

  useEffect(() => {
    if (settings.data) reset(toValues(settings.data))
  }, [reset, settings.data])

  const save = useMutation({
    mutationFn: (values: SettingsValues) =>
      api<SettingsReply>(SETTINGS_URL, { body: values, method: 'PUT' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, SETTINGS_FIELDS)
      notifyError('Error saving settings', errorMessage(error, 'Failed to save settings'))
    },
    onSuccess: (reply) => {
      queryClient.setQueryData([SETTINGS_URL], reply)
      notify({ description: 'Your changes are saved and applied', title: 'Settings saved' })
      // The platform name, theme and colour are the server's to render: every page gets them anew.
      router.refresh()
    },
  })

  if (!isAdmin) return <OwnSettings twoFactor={twoFactor} />
  return (
    <PageFrame
      actions={
        <SubmitButton
          disabled={save.isPending || !settings.data}
          extraButtonProps={{ form: FORM_ID }}
        >
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </SubmitButton>
      }
      subtitle={SUBTITLE}
      title={TITLE}
    >
      <QueryState loadingLabel="Loading settings..." query={settings}>
        {(loaded) => (
          <form
            aria-label="Settings"
            className="tw:flex tw:max-w-4xl tw:flex-col tw:gap-6"
            id={FORM_ID}
            noValidate
            onSubmit={form.handleSubmit((values) => save.mutate(values))}
          >
            <GeneralSection form={form} />
            <SecuritySection form={form} twoFactor={twoFactor.control} />
            <NotificationsSection
              emailConfigured={loaded.emailConfigured}
              form={form}
              savedEmail={loaded.adminEmail}
            />
            <AppearanceSection form={form} />
          </form>
        )}
      </QueryState>
      {twoFactor.dialogs}
      <DiscardConfirm {...guard.prompt} />
    </PageFrame>
  )
}
