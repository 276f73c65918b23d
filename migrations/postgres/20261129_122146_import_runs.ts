import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// CSV imports get their own log (import-runs); until now they were ai_logs rows with operation
// csv_import. The data step moves those rows, keeping their ids: an id names the upload file of a
// queued import (DATA_DIR/imports/{id}.csv) and seeds the ids of the records it creates, so a queued
// or running import goes on from its new row, and its job (which names only the id) finds it. The
// rows move before ai_logs' operation type loses csv_import.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "enum_import_runs_status" AS ENUM('started', 'in_progress', 'completed', 'failed');
  CREATE TABLE "import_runs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"dataset_id" uuid,
  	"started_by" varchar,
  	"status" "enum_import_runs_status",
  	"total_items" numeric,
  	"processed_items" numeric,
  	"current_item" varchar,
  	"request_data" jsonb,
  	"responses" jsonb,
  	"error_message" varchar,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"duration" numeric,
  	"progress" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  INSERT INTO "import_runs" ("id", "dataset_id", "status", "total_items", "processed_items", "current_item", "request_data", "responses", "error_message", "started_at", "completed_at", "duration", "progress", "updated_at", "created_at")
    SELECT "id", "dataset_id", "status"::text::"enum_import_runs_status", "total_items", "processed_items", "current_item", "request_data", "responses", "error_message", "started_at", "completed_at", "duration", "progress", "updated_at", "created_at" FROM "ai_logs" WHERE "operation" = 'csv_import';
  DELETE FROM "ai_logs" WHERE "operation" = 'csv_import';
  ALTER TABLE "ai_logs" ALTER COLUMN "operation" SET DATA TYPE text;
  DROP TYPE "enum_ai_logs_operation";
  CREATE TYPE "enum_ai_logs_operation" AS ENUM('field_generation', 'list_generation', 'batch_generation');
  ALTER TABLE "ai_logs" ALTER COLUMN "operation" SET DATA TYPE "enum_ai_logs_operation" USING "operation"::"enum_ai_logs_operation";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "import_runs_id" uuid;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "import_runs_dataset_idx" ON "import_runs" USING btree ("dataset_id");
  CREATE INDEX "import_runs_status_idx" ON "import_runs" USING btree ("status");
  CREATE INDEX "import_runs_started_at_idx" ON "import_runs" USING btree ("started_at");
  CREATE INDEX "import_runs_updated_at_idx" ON "import_runs" USING btree ("updated_at");
  CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_runs_fk" FOREIGN KEY ("import_runs_id") REFERENCES "import_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_import_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("import_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // A value added by ALTER TYPE ... ADD VALUE cannot be used in the same transaction: the type is
  // made anew, as the up step does, so the imports can move back.
  await db.execute(sql`
   ALTER TABLE "ai_logs" ALTER COLUMN "operation" SET DATA TYPE text;
  DROP TYPE "enum_ai_logs_operation";
  CREATE TYPE "enum_ai_logs_operation" AS ENUM('field_generation', 'list_generation', 'batch_generation', 'csv_import');
  ALTER TABLE "ai_logs" ALTER COLUMN "operation" SET DATA TYPE "enum_ai_logs_operation" USING "operation"::"enum_ai_logs_operation";
  INSERT INTO "ai_logs" ("id", "dataset_id", "status", "total_items", "processed_items", "current_item", "request_data", "responses", "error_message", "started_at", "completed_at", "duration", "progress", "updated_at", "created_at", "operation")
    SELECT "id", "dataset_id", "status"::text::"enum_ai_logs_status", "total_items", "processed_items", "current_item", "request_data", "responses", "error_message", "started_at", "completed_at", "duration", "progress", "updated_at", "created_at", 'csv_import' FROM "import_runs";
  ALTER TABLE "import_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "import_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_import_runs_fk";
  
  DROP INDEX "payload_locked_documents_rels_import_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "import_runs_id";
  DROP TYPE "enum_import_runs_status";`)
}
