import type { AdminViewServerProps } from 'payload'
import { getFromImportMap } from 'payload/shared'
import React from 'react'

import type { ExtraFieldSpec } from '../../src/config/extraFieldSpecs'
import { extraFieldSpecs } from '../../src/config/extraFieldSpecs'
import { AdminGate } from '../shell/AdminGate'
import { AdminView } from '../shell/AdminView'
import type { AdminScreen } from '../shell/routes'

type ScreenProps = { extraFields?: ExtraFieldSpec[]; segments?: string[] }

type Args = AdminViewServerProps & {
  /** From config.ts (`serverProps`): the screen's entry in shell/routes.ts and its import-map path. */
  screen: AdminScreen
  screenComponent: string
}

/** The URL's segments after the route's static part: `/template-render/:tenantId/:path*` gives [tenantId, ...path]. */
const routeSegments = async ({ route }: AdminScreen, params: Args['params']) => {
  const resolved = (await params) as { segments?: string[] } | undefined
  const fixed = route.split('/:')[0].split('/').filter(Boolean).length
  return (resolved?.segments ?? []).slice(fixed)
}

/**
 * The server side of every admin screen (shell/routes.ts): Payload renders it for the screen's route
 * and it draws the client screen the entry names, taken from the import map, inside
 * shell/AdminView.tsx (the sign-in screen in place when nobody is signed in). Payload renders its
 * dashboard inside its own template and only for a signed-in user, so there only the gate is added.
 */
export const ScreenView = async (props: Args) => {
  const { importMap, initPageResult, params, screen, screenComponent } = props
  const Screen = getFromImportMap<React.ComponentType<ScreenProps> | undefined>({
    importMap,
    PayloadComponent: screenComponent,
  })
  if (!Screen)
    throw new Error(`${screenComponent} is not in the import map: run generate:importmap`)
  const screenProps: ScreenProps = {
    ...(screen.extraFields && {
      extraFields: extraFieldSpecs(initPageResult.req.payload.config, screen.extraFields),
    }),
    ...(screen.route.includes('/:') && { segments: await routeSegments(screen, params) }),
  }
  if (screen.key === 'dashboard')
    return (
      <AdminGate>
        <Screen {...screenProps} />
      </AdminGate>
    )
  return (
    <AdminView props={props}>
      <Screen {...screenProps} />
    </AdminView>
  )
}
