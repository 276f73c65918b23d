import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Deletes of pages, templates, snippets, redirects, datasets and records go to a trash (Payload's
// `trash`: `deleted_at`, null for everything until now), emptied after `trash_retention_days`.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "datasets" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "dataset_records" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "templates" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "snippets" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "trash_retention_days" numeric DEFAULT 30;
  CREATE INDEX "redirects_deleted_at_idx" ON "redirects" USING btree ("deleted_at");
  CREATE INDEX "datasets_deleted_at_idx" ON "datasets" USING btree ("deleted_at");
  CREATE INDEX "dataset_records_deleted_at_idx" ON "dataset_records" USING btree ("deleted_at");
  CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at");
  CREATE INDEX "templates_deleted_at_idx" ON "templates" USING btree ("deleted_at");
  CREATE INDEX "snippets_deleted_at_idx" ON "snippets" USING btree ("deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "redirects_deleted_at_idx";
  DROP INDEX "datasets_deleted_at_idx";
  DROP INDEX "dataset_records_deleted_at_idx";
  DROP INDEX "pages_deleted_at_idx";
  DROP INDEX "templates_deleted_at_idx";
  DROP INDEX "snippets_deleted_at_idx";
  ALTER TABLE "redirects" DROP COLUMN "deleted_at";
  ALTER TABLE "datasets" DROP COLUMN "deleted_at";
  ALTER TABLE "dataset_records" DROP COLUMN "deleted_at";
  ALTER TABLE "pages" DROP COLUMN "deleted_at";
  ALTER TABLE "templates" DROP COLUMN "deleted_at";
  ALTER TABLE "snippets" DROP COLUMN "deleted_at";
  ALTER TABLE "site_settings" DROP COLUMN "trash_retention_days";`)
}
