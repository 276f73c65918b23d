'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

type Props = Pick<
  React.ComponentProps<typeof Button>,
  'children' | 'className' | 'disabled' | 'extraButtonProps' | 'size'
>

/** The primary button that submits its form ('Save', 'Generate Records'); medium unless sized. */
export const SubmitButton = ({ size = 'medium', ...props }: Props) => (
  <Button buttonStyle="primary" margin={false} size={size} type="submit" {...props} />
)
