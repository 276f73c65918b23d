'use client'
import React from 'react'

import { PageFrame } from '../../shell/PageFrame'

export const TasksScreen = () => <PageFrame title="Tasks">{null}</PageFrame>
