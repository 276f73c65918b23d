'use client'
import React from 'react'

import { PageFrame } from '../../shell/PageFrame'

export const TenantsScreen = () => <PageFrame title="Tenants">{null}</PageFrame>
