'use client'
import React from 'react'

import { PageFrame } from '../../shell/PageFrame'

export const TemplateRenderScreen = ({ path, tenantId }: { path: string; tenantId: string }) => (
  <PageFrame title="Template render">{`${tenantId} ${path}`}</PageFrame>
)
