'use client'
import React from 'react'

import { PageFrame } from '../../shell/PageFrame'

export const DatasetsScreen = () => <PageFrame title="Datasets">{null}</PageFrame>
