import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { rewriteSearchTexts } from '../../src/data/records/searchTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dataset_records\` ADD \`search_text\` text;`)
  // Backfill: existing records become searchable by every value, whatever the case and accents.
  await rewriteSearchTexts({ payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dataset_records\` DROP COLUMN \`search_text\`;`)
}
