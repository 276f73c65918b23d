'use client'
import { Button } from '@payloadcms/ui'
import React, { useId } from 'react'

import type { PanelReply } from '../../../src/schemas/panels'
import { createPanelSchema } from '../../../src/schemas/panels'
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { CancelButton } from '../../ui/CancelButton'
import { DiscardConfirm } from '../../ui/Dialog'
import { Checkbox } from '../../ui/Checkbox'
import { CodeEditorField } from '../../ui/CodeEditorField'
import { TextField } from '../../ui/TextField'

export type PanelValues = { content: string; isActive: boolean; name: string }

const EMPTY: PanelValues = { content: '', isActive: true, name: '' }

/** The spec's help text for panel content (§2.11). */
const HELP = (
  <>
    Use <code>{'{option1|option2|option3}'}</code> in the content for a random text selection: each
    time the panel is shown, one of the options is picked.
  </>
)

type Props = {
  /** Set: the panel being edited (Save Changes and Cancel); otherwise the create form. */
  editing?: PanelReply
  onCancel?: () => void
  save: (values: PanelValues) => Promise<unknown>
}

/** The panel form (spec §2.11): Panel Name, Active, Panel Content (HTML) with its help text. */
export const PanelForm = ({ editing, onCancel: cancel, save }: Props) => {
  const id = useId()
  const form = useSchemaForm<PanelValues>(
    createPanelSchema.omit({ tenantId: true }),
    editing ? { content: editing.content, isActive: editing.isActive, name: editing.name } : EMPTY,
  )
  const { errors, isSubmitting } = form.formState
  const field = fieldBinder(form, id)
  // Changes not saved: Cancel, Escape and leaving the screen ask first.
  const guard = useUnsavedGuard(form.formState.isDirty)
  const onCancel = cancel && (() => guard.confirm(cancel))
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values)
      if (!editing) form.reset(EMPTY)
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'content', 'isActive'])
    }
  })
  const busyLabel = editing ? 'Saving...' : 'Creating...'
  return (
    <>
      <form
        aria-label={editing ? `Edit ${editing.name}` : 'Create Panel'}
        className="tw:flex tw:flex-col tw:gap-4"
        noValidate
        onKeyDown={(event) => {
          if (!onCancel || event.key !== 'Escape') return
          event.preventDefault()
          // Handled: the question it may open must not take this same Escape as its own.
          event.stopPropagation()
          onCancel()
        }}
        onSubmit={submit}
      >
        <TextField
          autoFocus={Boolean(editing)}
          label="Panel Name"
          placeholder="Newsletter sign-up"
          required
          {...field('name')}
        />
        <Checkbox label="Active" {...form.register('isActive')} />
        <CodeEditorField
          control={form.control}
          disabled={isSubmitting}
          error={errors.content}
          hint={HELP}
          id={`${id}-content`}
          label="Panel Content (HTML)"
          placeholder="<p>{Hello|Welcome|Hi there}, reader!</p>"
          required
          name="content"
        />
        <div className="tw:flex tw:justify-end tw:gap-2">
          {onCancel && <CancelButton disabled={isSubmitting} onClick={onCancel} />}
          <Button disabled={isSubmitting} margin={false} size="medium" type="submit">
            {isSubmitting ? busyLabel : editing ? 'Save Changes' : 'Create Panel'}
          </Button>
        </div>
      </form>
      <DiscardConfirm {...guard.prompt} />
    </>
  )
}
