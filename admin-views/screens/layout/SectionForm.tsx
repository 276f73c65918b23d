'use client'
import { Button } from '@payloadcms/ui'
import React, { useEffect, useId } from 'react'

import { useUnsavedGuard } from '../../hooks/useUnsavedGuard'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { Card } from '../../ui/Card'
import { Checkbox } from '../../ui/Checkbox'
import { DiscardConfirm } from '../../ui/Dialog'
import { NumberField } from '../../ui/NumberField'
import { SelectField } from '../../ui/SelectField'
import { orderValue } from './orderValue'
import { applySectionErrors } from './sectionErrors'
import type { SectionValues } from './sectionForm'
import { emptySection, NO_SELECTIONS, SECTION_TYPES, sectionFormSchema } from './sectionForm'
import { SectionFields } from './SectionFields'
import type { SectionChoices } from './useSectionChoices'

type Props = {
  choices: SectionChoices
  create: (values: SectionValues) => Promise<unknown>
  /** The order a new section gets unless told: after the last one. */
  nextOrder: number
}

/**
 * Add Homepage Section (spec §2.11): Section Type, Title, Item Count, the type's page type, category,
 * template or content, Order and Active. Changing the type clears the template and settings chosen.
 */
export const SectionForm = ({ choices, create, nextOrder }: Props) => {
  const id = useId()
  const form = useSchemaForm<SectionValues>(sectionFormSchema, emptySection(nextOrder))
  const { isSubmitting } = form.formState
  const field = fieldBinder(form, id)
  // Typed and not added: leaving the screen asks first.
  const guard = useUnsavedGuard(form.formState.isDirty)

  // The suggested order follows the list until it is typed by hand.
  useEffect(() => {
    if (!form.getFieldState('order').isDirty) form.resetField('order', { defaultValue: nextOrder })
  }, [form, nextOrder])

  const submit = form.handleSubmit(async (values) => {
    try {
      await create(values)
      form.reset(emptySection(nextOrder + 1))
    } catch (error) {
      applySectionErrors(error, form.setError)
    }
  })

  const type = field('sectionType', {
    id: 'type',
    onChange: () => {
      for (const [key, value] of Object.entries(NO_SELECTIONS))
        form.setValue(key as keyof typeof NO_SELECTIONS, value)
      form.clearErrors(['templateId', 'pageTypeId', 'categoryId', 'content'])
    },
  })

  return (
    <Card title="Add Homepage Section">
      <form
        aria-label="Add Homepage Section"
        className="tw:flex tw:flex-col tw:gap-4"
        noValidate
        onSubmit={submit}
      >
        <div className="tw:grid tw:gap-4 tw:md:grid-cols-2">
          <SelectField label="Section Type" options={SECTION_TYPES} required {...type} />
          <SectionFields choices={choices} form={form} id={id} />
          <NumberField
            hint="Lower numbers come first."
            label="Order"
            min={0}
            {...field('order', { setValueAs: orderValue })}
          />
        </div>
        <div className="tw:flex tw:flex-wrap tw:items-center tw:justify-between tw:gap-4">
          <Checkbox label="Active" {...form.register('isActive')} />
          <Button disabled={isSubmitting} margin={false} size="medium" type="submit">
            {isSubmitting ? 'Adding...' : 'Add Section'}
          </Button>
        </div>
      </form>
      <DiscardConfirm {...guard.prompt} />
    </Card>
  )
}
