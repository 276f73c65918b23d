/**
 * Builds a fresh database's schema for the app as the environment configures it (with
 * E2E_EXTRA_FIELDS, the added fields' columns too) by Drizzle push, as the integration tests do, then
 * exits. Run by tests/e2e/support/extraFieldsServer.ts before it starts the built app on that database:
 * the migrations know only the app's own fields, and a production start never pushes.
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'

// Outside production Payload would also rewrite src/payload-types.ts with the added fields.
const resolved = await config
resolved.typescript = { ...resolved.typescript, autoGenerate: false }
const payload = await getPayload({ config: resolved })
await payload.destroy()
process.exit(0)
