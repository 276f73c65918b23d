import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dataset_records" ADD COLUMN "primary_value" varchar;
  CREATE INDEX "dataset_createdAt_primaryValue_idx" ON "dataset_records" USING btree ("dataset_id","created_at","primary_value");
  CREATE INDEX "dataset_primaryValue_idx" ON "dataset_records" USING btree ("dataset_id","primary_value");`)
  // Backfill: existing records become searchable by their dataset's primary field.
  await db.execute(
    sql.raw(`UPDATE dataset_records r SET primary_value = nullif(lower(r.data ->> f.name), '') FROM dataset_fields f WHERE f.dataset_id = r.dataset_id AND f.is_primary = true;`),
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "dataset_createdAt_primaryValue_idx";
  DROP INDEX "dataset_primaryValue_idx";
  ALTER TABLE "dataset_records" DROP COLUMN "primary_value";`)
}
