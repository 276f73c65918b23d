'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import React, { useId, useRef, useState } from 'react'

import type { Media } from '../../../../src/payload-types'
import { api, errorMessage } from '../../../lib/api'
import { notify, notifyError } from '../../../lib/toast'
import { Field } from '../../../ui/Field'
import { fieldAria } from '../../../ui/fieldAria'
import { FormSection } from '../../../ui/FormSection'
import { SubmitButton } from '../../../ui/SubmitButton'
import { TextField } from '../../../ui/TextField'
import { mediaKey } from './mediaKey'

// What the media collection accepts (collections/Media): raster images, 20 MB at most.
const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
const MAX_BYTES = 20 * 1024 * 1024
const TEXT_MAX = 1000

type Problems = { alt?: string; attribution?: string; file?: string }

const check = (file: File | undefined, alt: string, attribution: string): Problems => ({
  alt: alt.length > TEXT_MAX ? `Alt text must be at most ${TEXT_MAX} characters` : undefined,
  attribution:
    attribution.length > TEXT_MAX
      ? `Attribution must be at most ${TEXT_MAX} characters`
      : undefined,
  file: !file
    ? 'Choose an image to upload'
    : !ACCEPTED.includes(file.type)
      ? 'Choose a PNG, JPEG, GIF, WebP or AVIF image'
      : file.size > MAX_BYTES
        ? 'The image must be at most 20 MB'
        : undefined,
})

/**
 * Upload an image into the tenant's media (Payload's own REST, `POST /api/cms/media`, so the
 * collection's rules apply: the tenant must be one of the user's, raster images only, 20 MB). Sharp
 * makes its sizes; the new image heads the list below.
 */
export const MediaUploadForm = ({
  onUploaded,
  tenantId,
}: {
  onUploaded: (id: string) => void
  tenantId: string
}) => {
  const id = useId()
  const queryClient = useQueryClient()
  const fileRef = useRef<HTMLInputElement>(null)
  const [alt, setAlt] = useState('')
  const [attribution, setAttribution] = useState('')
  const [problems, setProblems] = useState<Problems>({})

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('file', file)
      form.append(
        '_payload',
        JSON.stringify({
          alt: alt.trim() || null,
          attribution: attribution.trim() || null,
          tenant: tenantId,
        }),
      )
      return api<{ doc: Media }>('/api/cms/media', { body: form, method: 'POST' })
    },
    onError: (error) => notifyError('Upload Failed', errorMessage(error, 'Failed to upload image')),
    onSuccess: async ({ doc }) => {
      notify({ description: alt.trim() || 'Your image is ready to use.', title: 'Image Uploaded' })
      setAlt('')
      setAttribution('')
      if (fileRef.current) fileRef.current.value = ''
      await queryClient.invalidateQueries({ queryKey: mediaKey(tenantId) })
      onUploaded(String(doc.id))
    },
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // The picker sits beside the page form in the tree, not inside it: nothing to submit there.
    event.stopPropagation()
    const file = fileRef.current?.files?.[0]
    const found = check(file, alt, attribution)
    setProblems(found)
    if (found.file) return fileRef.current?.focus()
    if (found.alt || found.attribution) return
    if (file) upload.mutate(file)
  }

  const fileId = `${id}-file`
  const fileError = problems.file ? { message: problems.file } : undefined
  const fileHint = 'PNG, JPEG, GIF, WebP or AVIF, up to 20 MB.'
  return (
    <FormSection className="tw:gap-3" title="Upload an image">
      <form className="tw:flex tw:flex-col tw:gap-3" noValidate onSubmit={submit}>
        <div className="tw:grid tw:gap-3 tw:md:grid-cols-3">
          <Field error={fileError} hint={fileHint} htmlFor={fileId} label="Image file" required>
            <input
              accept={ACCEPTED.join(',')}
              aria-required
              className="sg-input"
              onChange={() => setProblems((current) => ({ ...current, file: undefined }))}
              ref={fileRef}
              type="file"
              {...fieldAria({ error: fileError, hint: fileHint, id: fileId })}
            />
          </Field>
          <TextField
            error={problems.alt ? { message: problems.alt } : undefined}
            hint="What the image shows, for screen readers."
            id={`${id}-alt`}
            label="Alt text"
            onChange={(event) => setAlt(event.target.value)}
            value={alt}
          />
          <TextField
            error={problems.attribution ? { message: problems.attribution } : undefined}
            hint="Credit shown with the image, if it needs one."
            id={`${id}-attribution`}
            label="Attribution"
            onChange={(event) => setAttribution(event.target.value)}
            placeholder="Photo by Ann Lee"
            value={attribution}
          />
        </div>
        <div className="tw:flex tw:justify-end">
          <SubmitButton disabled={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload Image'}
          </SubmitButton>
        </div>
      </form>
    </FormSection>
  )
}
