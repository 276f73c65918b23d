'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

type Props = Pick<
  React.ComponentProps<typeof Button>,
  'children' | 'disabled' | 'extraButtonProps' | 'onClick'
>

/** A screen's main action, right of its title: primary, with a plus on the left ('Add Tenant'). */
export const AddButton = (props: Props) => (
  <Button
    buttonStyle="primary"
    icon="plus"
    iconPosition="left"
    margin={false}
    size="medium"
    {...props}
  />
)
