'use client'
import React from 'react'

import { PageFrame } from '../../shell/PageFrame'

export const DashboardScreen = () => <PageFrame title="Dashboard">{null}</PageFrame>
