'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useState } from 'react'

import { DisableTwoFactorDialog } from './DisableTwoFactorDialog'
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog'
import { SettingSwitch } from './SettingSwitch'
import type { TwoFactorStatus } from './twoFactorQueries'
import { TWO_FACTOR_URL } from './twoFactorQueries'

/**
 * The signed-in user's own two-factor sign-in: `control`, the switch that shows whether it is on and
 * opens the set-up (password, QR code, first code, recovery code) or the dialog that turns it off (a
 * code); `dialogs`, those dialogs, to be placed outside the settings form (their own forms cannot sit
 * inside it).
 */
export const useTwoFactorSetting = () => {
  const status = useQuery<TwoFactorStatus>({ queryKey: [TWO_FACTOR_URL] })
  const [dialog, setDialog] = useState<'disable' | 'enable' | null>(null)
  const enabled = status.data?.enabled ?? false
  const control = (
    <SettingSwitch
      checked={enabled}
      description={
        enabled
          ? 'On for your account: signing in asks for the code from your authenticator app.'
          : 'Your own account: ask for a code from an authenticator app (Google Authenticator, 1Password, ...) at every sign-in.'
      }
      disabled={status.isPending || status.isError}
      id="settings-two-factor"
      label="Two-Factor Authentication"
      onChange={() => setDialog(enabled ? 'disable' : 'enable')}
    />
  )
  const dialogs = (
    <>
      <EnableTwoFactorDialog onClose={() => setDialog(null)} open={dialog === 'enable'} />
      <DisableTwoFactorDialog onClose={() => setDialog(null)} open={dialog === 'disable'} />
    </>
  )
  return { control, dialogs }
}
