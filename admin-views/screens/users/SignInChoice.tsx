'use client'
import React from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { FormSection } from '../../ui/FormSection'

type Props = { emailConfigured: boolean; idPrefix: string; registration: UseFormRegisterReturn }

/** How a new user gets in: a first password, or an invitation by email (only with SMTP_URL set). */
export const SignInChoice = ({ emailConfigured, idPrefix, registration }: Props) => {
  const hintId = `${idPrefix}-mode-hint`
  return (
    <FormSection describedBy={emailConfigured ? undefined : hintId} legend="Sign-in">
      <label className="tw:flex tw:items-center tw:gap-2">
        <input type="radio" value="password" {...registration} />
        Set a first password
      </label>
      <label
        className={`tw:flex tw:items-center tw:gap-2${emailConfigured ? '' : ' tw:text-elev-500'}`}
      >
        <input disabled={!emailConfigured} type="radio" value="invite" {...registration} />
        Send an invitation by email
      </label>
      {!emailConfigured && (
        <p className="tw:m-0 tw:text-sm tw:text-elev-500" id={hintId}>
          Invitations need email: set SMTP_URL (and SMTP_FROM) and restart.
        </p>
      )}
    </FormSection>
  )
}
