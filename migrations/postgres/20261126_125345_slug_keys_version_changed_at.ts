import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { rebuildRecordKeys } from '../../src/data/recordKeys/rebuildRecordKeys'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_versions" ADD COLUMN "changed_at" timestamp(3) with time zone;`)
  // The identifier index now holds each value's slug ('Grand Harp' -> 'grand-harp') and dates records
  // without a liveDate from their creation: every row is written again, in this transaction.
  const written = await rebuildRecordKeys({ beforeTrash: true, payload, req })
  if (written) payload.logger.info(`Rebuilt the record identifier index with slugs: ${written} keys`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_versions" DROP COLUMN "changed_at";`)
}
