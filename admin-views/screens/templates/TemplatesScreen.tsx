'use client'
import React from 'react'

import { PageFrame } from '../../shell/PageFrame'

export const TemplatesScreen = () => <PageFrame title="Dynamic Page Management">{null}</PageFrame>
