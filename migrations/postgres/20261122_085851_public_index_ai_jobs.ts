import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "enum_payload_jobs_log_task_slug" AS ENUM('inline', 'aiBatchRecords', 'aiFillFields');
  CREATE TYPE "enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "enum_payload_jobs_task_slug" AS ENUM('inline', 'aiBatchRecords', 'aiFillFields');
  CREATE TABLE "record_keys" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"dataset_id" uuid,
  	"record_id" uuid,
  	"field" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"live_date" timestamp(3) with time zone
  );
  
  CREATE TABLE "content_versions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "ai_logs" ADD COLUMN "progress" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "record_keys_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_versions_id" uuid;
  ALTER TABLE "record_keys" ADD CONSTRAINT "record_keys_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "record_keys" ADD CONSTRAINT "record_keys_record_id_dataset_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "dataset_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "record_keys_dataset_idx" ON "record_keys" USING btree ("dataset_id");
  CREATE INDEX "record_keys_record_idx" ON "record_keys" USING btree ("record_id");
  CREATE INDEX "dataset_field_value_liveDate_idx" ON "record_keys" USING btree ("dataset_id","field","value","live_date");
  CREATE UNIQUE INDEX "content_versions_key_idx" ON "content_versions" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_record_keys_fk" FOREIGN KEY ("record_keys_id") REFERENCES "record_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_versions_fk" FOREIGN KEY ("content_versions_id") REFERENCES "content_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_record_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("record_keys_id");
  CREATE INDEX "payload_locked_documents_rels_content_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("content_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "record_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "record_keys" CASCADE;
  DROP TABLE "content_versions" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_record_keys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_versions_fk";
  
  DROP INDEX "payload_locked_documents_rels_record_keys_id_idx";
  DROP INDEX "payload_locked_documents_rels_content_versions_id_idx";
  ALTER TABLE "ai_logs" DROP COLUMN "progress";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "record_keys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_versions_id";
  DROP TYPE "enum_payload_jobs_log_task_slug";
  DROP TYPE "enum_payload_jobs_log_state";
  DROP TYPE "enum_payload_jobs_task_slug";`)
}
