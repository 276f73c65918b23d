'use client'
import { Button } from '@payloadcms/ui'
import { useMutation } from '@tanstack/react-query'
import React, { useEffect, useId, useState } from 'react'

import type { RedirectReply } from '../../../src/schemas/redirects'
import { api, errorMessage } from '../../lib/api'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { SubmitButton } from '../../ui/SubmitButton'
import { TextField } from '../../ui/TextField'
import type { RouteReply } from './routeResult'
import { summarizeRoute, testUrl } from './routeResult'

type Props = {
  onClose: () => void
  /** The redirect whose Test was pressed: its tenant's site, its fromPath typed in. */
  redirect: null | RedirectReply
}

/**
 * Test: where a path goes on the redirect's tenant's site (GET /api/resolve-route with the session, so
 * an affiliate redirect is followed without counting a hit): a redirect's target and type, a page, a
 * category, a template page or catalog, or not found.
 */
export const TestRedirectDialog = ({ onClose, redirect }: Props) => {
  const formId = useId()
  const [path, setPath] = useState('')
  const test = useMutation({
    mutationFn: ({ tenantId, typed }: { tenantId: string; typed: string }) =>
      api<RouteReply>(testUrl(tenantId, typed)),
  })
  const { reset } = test

  useEffect(() => {
    setPath(redirect?.fromPath ?? '')
    reset()
  }, [redirect, reset])

  const summary = test.data ? summarizeRoute(test.data) : null
  return (
    <Dialog
      description="Where a path goes on this tenant's site."
      footer={
        <Button buttonStyle="secondary" margin={false} onClick={onClose} size="medium">
          Close
        </Button>
      }
      onClose={onClose}
      open={redirect !== null}
      title="Test Redirect"
    >
      <form
        className="tw:flex tw:flex-wrap tw:items-end tw:gap-3"
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (redirect?.tenantId && path.trim())
            test.mutate({ tenantId: redirect.tenantId, typed: path })
        }}
      >
        <div className="tw:min-w-0 tw:flex-1">
          <TextField
            className="tw:font-mono"
            id={`${formId}-path`}
            label="Path"
            onChange={(event) => setPath(event.target.value)}
            placeholder="/old-page"
            value={path}
          />
        </div>
        <SubmitButton disabled={test.isPending || !path.trim()}>
          {test.isPending ? 'Testing...' : 'Test'}
        </SubmitButton>
      </form>
      <div aria-live="polite" className="tw:mt-4" data-testid="test-result">
        {test.isError && <Notice>{errorMessage(test.error, 'Failed to test the path')}</Notice>}
        {summary && (
          <div className="tw:flex tw:flex-col tw:gap-1 tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:p-4">
            <p className="tw:m-0 tw:font-semibold">{summary.title}</p>
            {summary.target && (
              <p className="tw:m-0 tw:font-mono tw:text-sm tw:break-all">{summary.target}</p>
            )}
            {summary.detail && (
              <p className="tw:m-0 tw:text-sm tw:text-elev-500">{summary.detail}</p>
            )}
          </div>
        )}
      </div>
    </Dialog>
  )
}
