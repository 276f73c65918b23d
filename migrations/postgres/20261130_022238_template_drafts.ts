import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Template drafts: `draft` holds the URL pattern, content and panels saved but not live;
// `former_url_patterns` the earlier patterns whose old URLs answer 301. Both are new nullable columns.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "templates" ADD COLUMN "draft" jsonb;
  ALTER TABLE "templates" ADD COLUMN "former_url_patterns" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "templates" DROP COLUMN "draft";
  ALTER TABLE "templates" DROP COLUMN "former_url_patterns";`)
}
