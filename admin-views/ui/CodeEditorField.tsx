'use client'
import React from 'react'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { Controller } from 'react-hook-form'

import type { CodeEditorHandle } from './CodeEditor'
import { CodeEditor } from './CodeEditor'

type Props<V extends FieldValues> = Omit<
  React.ComponentProps<typeof CodeEditor>,
  'onBlur' | 'onChange' | 'ref' | 'value'
> & {
  control: Control<V>
  /** Also told the editor's handle (to insert at the caret from outside). */
  handleRef?: (handle: CodeEditorHandle | null) => void
  name: Path<V>
}

/** The code editor bound to one field of a react-hook-form form (an empty field is ''). */
export const CodeEditorField = <V extends FieldValues>({
  control,
  handleRef,
  name,
  ...props
}: Props<V>) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <CodeEditor
        {...props}
        onBlur={field.onBlur}
        onChange={field.onChange}
        ref={
          handleRef
            ? (handle) => {
                field.ref(handle)
                handleRef(handle)
              }
            : field.ref
        }
        value={field.value ?? ''}
      />
    )}
  />
)
