'use client'
import { Button } from '@payloadcms/ui'
import React from 'react'

import { previewUrl } from '../lib/preview'

type Props = {
  domain: string
  /** The accessible name where several tenants' Preview buttons stand together. */
  label?: string
  newTab?: boolean
}

/** Preview: opens a tenant's public site on this origin (lib/preview). */
export const PreviewButton = ({ domain, label, newTab }: Props) => (
  <Button
    aria-label={label}
    buttonStyle="secondary"
    el="anchor"
    margin={false}
    newTab={newTab}
    size="small"
    url={previewUrl(domain)}
  >
    Preview
  </Button>
)
