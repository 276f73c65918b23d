'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { FormSection } from '../../../ui/FormSection'
import { Notice } from '../../../ui/Notice'
import { TextField } from '../../../ui/TextField'
import type { PageFormValues } from '../pageForm'

type Props = {
  form: UseFormReturn<PageFormValues>
  formId: string
  /** Opens the image picker (beside the page form, so its own form and search stay apart). */
  onPick: () => void
}

/**
 * The Settings tab's featured image: what it looks like, Choose Image (the picker), Remove, and the
 * address, alternative text and credit themselves, which may also be typed (an image elsewhere on
 * the web). An image without alternative text is warned about, not refused: a decorative one may
 * rightly have none.
 */
export const FeaturedImageField = ({ form, formId, onPick }: Props) => {
  const { errors } = form.formState
  const url = form.watch('featuredImage').trim()
  const alt = form.watch('featuredImageAlt').trim()
  const remove = () => {
    form.setValue('featuredImage', '', { shouldDirty: true, shouldValidate: true })
    form.setValue('featuredImageAlt', '', { shouldDirty: true, shouldValidate: true })
    form.setValue('imageAttribution', '', { shouldDirty: true })
  }
  return (
    <FormSection className="tw:gap-4" title="Featured Image">
      <div className="tw:flex tw:flex-col tw:gap-4 tw:sm:flex-row">
        <div className="tw:flex tw:aspect-[16/9] tw:w-full tw:shrink-0 tw:self-start tw:items-center tw:justify-center tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150 tw:bg-elev-50 tw:sm:w-64">
          {url && !errors.featuredImage ? (
            <img
              alt="Featured image preview"
              className="tw:h-full tw:w-full tw:object-cover"
              data-testid="featured-image-preview"
              src={url}
            />
          ) : (
            <span className="tw:px-4 tw:text-center tw:text-sm tw:text-elev-500">
              No featured image
            </span>
          )}
        </div>
        <div className="tw:flex tw:min-w-0 tw:flex-1 tw:flex-col tw:gap-3">
          <div className="tw:flex tw:flex-wrap tw:gap-2">
            <Button buttonStyle="secondary" margin={false} onClick={onPick} size="medium">
              Choose Image
            </Button>
            {url && (
              <Button buttonStyle="subtle" margin={false} onClick={remove} size="medium">
                Remove Image
              </Button>
            )}
          </div>
          <TextField
            error={errors.featuredImage}
            hint="Set by Choose Image, or an http or https address of an image elsewhere."
            id={`${formId}-featured-image`}
            inputMode="url"
            label="Featured Image URL"
            placeholder="https://images.example.com/piano.jpg"
            {...form.register('featuredImage')}
          />
          <TextField
            error={errors.featuredImageAlt}
            hint="What the image shows, read to people who cannot see it. Set by Choose Image when the photo has a description."
            id={`${formId}-featured-image-alt`}
            label="Alternative Text"
            placeholder="A black upright piano in a sunlit room"
            {...form.register('featuredImageAlt')}
          />
          {url && !alt && (
            <Notice className="tw:p-3 tw:text-sm" role="status" tone="warning">
              The featured image has no alternative text: screen reader users will not know what it
              shows. Describe it above, unless it is only decoration.
            </Notice>
          )}
          <TextField
            error={errors.imageAttribution}
            hint="Shown with the image on the page."
            id={`${formId}-image-attribution`}
            label="Image Attribution"
            placeholder="Photo by Ann on Unsplash"
            {...form.register('imageAttribution')}
          />
        </div>
      </div>
    </FormSection>
  )
}
