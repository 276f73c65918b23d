'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useEffect, useId, useMemo, useRef } from 'react'
import type { z } from 'zod'

import { slugify } from '../../../src/render/slugify'
import type { CategoryReply } from '../../../src/schemas/categories'
import { createCategorySchema } from '../../../src/schemas/categories'
import { api, errorMessage } from '../../lib/api'
import { refreshCategories } from '../../lib/categories'
import { fieldBinder, useSchemaForm } from '../../lib/form'
import { applyServerErrors } from '../../lib/serverErrors'
import { notify, notifyError } from '../../lib/toast'
import { Checkbox } from '../../ui/Checkbox'
import { createEditTexts, FormDialog } from '../../ui/FormDialog'
import { NumberField } from '../../ui/NumberField'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import type { CategoryNode } from './categoryTree'
import { parentChoices } from './categoryTree'

/** What the form holds: '' for no parent (the select's 'No parent (root category)'). */
type Values = {
  browsable: boolean
  description: string
  name: string
  order: number
  parentCategoryId: string
  slug: string
}

// The API's own rules and messages; the tenant is the one chosen in the header, added on create.
const formSchema = createCategorySchema.omit({ tenantId: true })
type Parsed = z.output<typeof formSchema>

const EMPTY: Values = {
  browsable: false,
  description: '',
  name: '',
  order: 0,
  parentCategoryId: '',
  slug: '',
}

const FIELDS = ['name', 'slug', 'parentCategoryId', 'browsable', 'description', 'order'] as const

const valuesOf = (category: CategoryReply): Values => ({
  browsable: category.browsable,
  description: category.description ?? '',
  name: category.name,
  order: category.order,
  parentCategoryId: category.parentCategoryId ?? '',
  slug: category.slug,
})

type Props = {
  /** Set: edit this category; `null`: create one. */
  editing: null | CategoryReply
  onClose: () => void
  open: boolean
  tenantId: null | string
  tenantName?: string
  tree: readonly CategoryNode[]
}

/**
 * Create Category / Edit Category (spec §2.7, §5): Name, Slug (filled from the name while creating,
 * until the slug is typed by hand), Parent Category, Browsable, Description, Order (0 or more).
 */
export const CategoryDialog = ({ editing, onClose, open, tenantId, tenantName, tree }: Props) => {
  const queryClient = useQueryClient()
  const formId = useId()
  const form = useSchemaForm<Values>(formSchema, EMPTY)
  const { isSubmitted } = form.formState
  const field = fieldBinder(form, formId)
  // The slug last filled in from the name: while the slug still equals it, the name keeps driving it.
  const autoSlug = useRef('')

  useEffect(() => {
    if (!open) return
    form.reset(editing ? valuesOf(editing) : EMPTY)
    autoSlug.current = ''
    // The dialog has just taken focus (its own effect runs first): hand it on to the first field. By id:
    // reset() has just dropped react-hook-form's refs, so its setFocus would find nothing.
    document.getElementById(`${formId}-name`)?.focus()
  }, [editing, form, formId, open])

  const choices = useMemo(() => parentChoices(tree, editing?.id), [editing?.id, tree])

  const save = useMutation({
    mutationFn: (body: Parsed & { tenantId: string }) =>
      editing
        ? api<CategoryReply>(`/api/categories/${editing.id}`, { body, method: 'PUT' })
        : api<CategoryReply>('/api/categories', { body, method: 'POST' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, FIELDS)
      notifyError(
        'Error',
        errorMessage(error, editing ? 'Failed to update category' : 'Failed to create category'),
      )
    },
    onSuccess: async () => {
      notify({
        description: `Category ${editing ? 'updated' : 'created'} successfully.`,
        title: 'Success',
      })
      onClose()
      await refreshCategories(queryClient)
    },
  })

  const submit = form.handleSubmit((values) => {
    const owner = editing?.tenantId ?? tenantId
    if (!owner) {
      notifyError('No tenant selected', 'Please select a tenant first.')
      return
    }
    const parsed = values as unknown as Parsed
    save.mutate({
      ...parsed,
      description: parsed.description?.trim() || null,
      parentCategoryId: parsed.parentCategoryId ?? null,
      tenantId: owner,
    })
  })

  const name = field('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (editing) return
      const slug = form.getValues('slug')
      if (slug !== '' && slug !== autoSlug.current) return
      autoSlug.current = slugify(event.target.value)
      form.setValue('slug', autoSlug.current, { shouldValidate: isSubmitted })
    },
  })

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      {...createEditTexts(Boolean(editing), { create: 'Create Category', edit: 'Edit Category' })}
      busy={save.isPending}
      description={
        editing
          ? `Change ${editing.name}.`
          : tenantName
            ? `A category of ${tenantName}.`
            : undefined
      }
      formId={formId}
      onClose={onClose}
      onSubmit={submit}
      open={open}
    >
      <TextField label="Name" placeholder="Strings" required {...name} />
      <TextField
        hint={editing ? undefined : 'Filled in from the name; lowercase letters, numbers, hyphens.'}
        label="Slug"
        placeholder="strings"
        required
        {...field('slug')}
      />
      <SelectField
        label="Parent Category"
        options={choices}
        {...field('parentCategoryId', { id: 'parent' })}
      >
        <option value="">No parent (root category)</option>
      </SelectField>
      <Checkbox
        description="Create an index page for this category"
        label="Browsable"
        {...form.register('browsable')}
      />
      <TextAreaField label="Description" rows={3} {...field('description')} />
      <NumberField
        hint="Lower numbers come first; equal orders sort by name."
        label="Order"
        min={0}
        required
        {...field('order', { valueAsNumber: true })}
      />
    </FormDialog>
  )
}
