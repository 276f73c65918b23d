import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A site's time zone (IANA name, UTC until set): where its scheduled publishing times are read and shown.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "time_zone" varchar DEFAULT 'UTC';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "time_zone";`)
}
