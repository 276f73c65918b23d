'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useState } from 'react'

import type { PageReply } from '../../../src/schemas/pages'
import { api, ApiError, errorMessage } from '../../lib/api'
import { notify, notifyError } from '../../lib/toast'
import { fromZonedInput, toZonedInput } from '../../lib/zonedTime'
import { SmallButton } from '../../ui/SmallButton'
import { TextField } from '../../ui/TextField'
import { refreshPages } from './queries'

type Props = {
  formId: string
  onScheduled: (times: Pick<PageReply, 'publishAt' | 'unpublishAt'>) => void
  timeZone: string
  working: PageReply
}

/**
 * The Schedule tab (issue 34): when the page goes live and when it stops, read on the tenant's clock
 * and saved in UTC (POST /api/pages/{id}/schedule); a blank time clears it.
 */
export const ScheduleFields = ({ formId, onScheduled, timeZone, working }: Props) => {
  const queryClient = useQueryClient()
  const [publishAt, setPublishAt] = useState('')
  const [unpublishAt, setUnpublishAt] = useState('')
  // The server's refusal, under the time it names.
  const [refused, setRefused] = useState<null | string>(null)
  useEffect(() => {
    setPublishAt(toZonedInput(working.publishAt, timeZone))
    setUnpublishAt(toZonedInput(working.unpublishAt, timeZone))
    setRefused(null)
  }, [timeZone, working.publishAt, working.unpublishAt])

  const save = useMutation({
    mutationFn: () =>
      api<PageReply>(`/api/pages/${working.id}/schedule`, {
        body: {
          publishAt: fromZonedInput(publishAt, timeZone),
          unpublishAt: fromZonedInput(unpublishAt, timeZone),
        },
        method: 'POST',
      }),
    onError: (error) => {
      setRefused(error instanceof ApiError ? (error.serverMessage ?? null) : null)
      notifyError('Schedule Not Saved', errorMessage(error, 'Failed to save the schedule.'))
    },
    onSuccess: async (page) => {
      setRefused(null)
      notify({
        description:
          page.publishAt || page.unpublishAt ? page.title : `${page.title}: no times set.`,
        title: 'Schedule Saved',
      })
      onScheduled({ publishAt: page.publishAt, unpublishAt: page.unpublishAt })
      await refreshPages(queryClient)
    },
  })

  // Enter in a time saves the schedule, not the page's form around it (Publish changes).
  const saveOnEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    save.mutate()
  }
  const hint = `Date and time in ${timeZone}; leave blank for none.`
  const errorOn = (label: string) => (refused?.startsWith(label) ? { message: refused } : undefined)
  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
        <TextField
          error={errorOn('Publish at')}
          hint={hint}
          id={`${formId}-publish-at`}
          label="Publish at"
          onChange={(event) => setPublishAt(event.target.value)}
          onKeyDown={saveOnEnter}
          type="datetime-local"
          value={publishAt}
        />
        <TextField
          error={errorOn('Unpublish at')}
          hint={hint}
          id={`${formId}-unpublish-at`}
          label="Unpublish at"
          onChange={(event) => setUnpublishAt(event.target.value)}
          onKeyDown={saveOnEnter}
          type="datetime-local"
          value={unpublishAt}
        />
      </div>
      <div>
        <SmallButton disabled={save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? 'Saving schedule...' : 'Save schedule'}
        </SmallButton>
      </div>
    </div>
  )
}
