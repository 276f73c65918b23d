'use client'
import React from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { Controller } from 'react-hook-form'

import { ColorField } from '../../ui/ColorField'

/** The primary and secondary colour pickers, side by side from small screens up. */
export const BrandingColors = <T extends FieldValues>({
  control,
  idPrefix,
}: {
  /** A form with `branding.primaryColor` and `branding.secondaryColor`. */
  control: Control<T>
  idPrefix: string
}) => (
  <div className="tw:grid tw:grid-cols-1 tw:gap-4 tw:sm:grid-cols-2">
    {(
      [
        ['primary', 'branding.primaryColor', 'Primary color'],
        ['secondary', 'branding.secondaryColor', 'Secondary color'],
      ] as const
    ).map(([key, name, label]) => (
      <Controller
        control={control}
        key={key}
        name={name as Path<T>}
        render={({ field, fieldState }) => (
          <ColorField
            error={fieldState.error}
            id={`${idPrefix}-${key}`}
            label={label}
            onBlur={field.onBlur}
            onChange={field.onChange}
            value={field.value}
          />
        )}
      />
    ))}
  </div>
)
