import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Pages get drafts and history (Payload's versions: `_pages_v`, `_pages_v_rels`, `pages._status`),
// who saved each copy (`edited_by_id`) and a publishing schedule (`publish_at`, `unpublish_at`).
// Title and slug stay NOT NULL, as in SQLite: drafts are validated like published saves
// (collections/Pages), so neither is ever stored empty. Every page so far is its live copy:
// published in Payload's terms (its own `status` is unchanged).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "enum_pages_publication" AS ENUM('draft', 'published');
  CREATE TYPE "enum__pages_v_version_type" AS ENUM('page', 'blog', 'dataset');
  CREATE TYPE "enum__pages_v_version_status" AS ENUM('draft', 'published', 'archived');
  CREATE TYPE "enum__pages_v_version_publication" AS ENUM('draft', 'published');
  CREATE TABLE "_pages_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_tenant_id" uuid,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_type" "enum__pages_v_version_type" DEFAULT 'page',
  	"version_page_type_id" uuid,
  	"version_category_id" uuid,
  	"version_featured_image" varchar,
  	"version_featured_image_alt" varchar,
  	"version_image_attribution" varchar,
  	"version_dataset_id" uuid,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"version_featured" boolean DEFAULT false,
  	"version_publish_at" timestamp(3) with time zone,
  	"version_unpublish_at" timestamp(3) with time zone,
  	"version_edited_by_id" uuid,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_publication" DEFAULT 'published',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"dataset_records_id" uuid
  );
  
  ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_publication" DEFAULT 'published';
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_page_type_id_page_types_id_fk" FOREIGN KEY ("version_page_type_id") REFERENCES "page_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_dataset_id_datasets_id_fk" FOREIGN KEY ("version_dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_dataset_records_fk" FOREIGN KEY ("dataset_records_id") REFERENCES "dataset_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_pages_v_version_version_page_type_idx" ON "_pages_v" USING btree ("version_page_type_id");
  CREATE INDEX "_pages_v_version_version_category_idx" ON "_pages_v" USING btree ("version_category_id");
  CREATE INDEX "_pages_v_version_version_dataset_idx" ON "_pages_v" USING btree ("version_dataset_id");
  CREATE INDEX "_pages_v_version_version_status_idx" ON "_pages_v" USING btree ("version_status");
  CREATE INDEX "_pages_v_version_version_featured_idx" ON "_pages_v" USING btree ("version_featured");
  CREATE INDEX "_pages_v_version_version_publish_at_idx" ON "_pages_v" USING btree ("version_publish_at");
  CREATE INDEX "_pages_v_version_version_unpublish_at_idx" ON "_pages_v" USING btree ("version_unpublish_at");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_pages_v_version_version_published_at_idx" ON "_pages_v" USING btree ("version_published_at");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "version_tenant_version_slug_idx" ON "_pages_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_dataset_records_id_idx" ON "_pages_v_rels" USING btree ("dataset_records_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at");
  CREATE INDEX "pages_unpublish_at_idx" ON "pages" USING btree ("unpublish_at");
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  UPDATE "pages" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  DROP INDEX "pages_publish_at_idx";
  DROP INDEX "pages_unpublish_at_idx";
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "pages__status_idx";
  ALTER TABLE "pages" DROP COLUMN "publish_at";
  ALTER TABLE "pages" DROP COLUMN "unpublish_at";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "_status";
  DROP TYPE "enum_pages_publication";
  DROP TYPE "enum__pages_v_version_type";
  DROP TYPE "enum__pages_v_version_status";
  DROP TYPE "enum__pages_v_version_publication";`)
}
