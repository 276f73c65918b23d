import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Redirects keep the time of their last counted hit (`last_hit_at`, set with `hits + 1` in one UPDATE):
// empty for existing redirects until their next hit.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" ADD COLUMN "last_hit_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" DROP COLUMN "last_hit_at";`)
}
