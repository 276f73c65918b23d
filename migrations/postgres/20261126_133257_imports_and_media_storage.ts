import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "enum_ai_logs_operation" ADD VALUE 'csv_import';
  ALTER TYPE "enum_payload_jobs_log_task_slug" ADD VALUE 'recordsImport';
  ALTER TYPE "enum_payload_jobs_task_slug" ADD VALUE 'recordsImport';
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ai_logs" ALTER COLUMN "operation" SET DATA TYPE text;
  DROP TYPE "enum_ai_logs_operation";
  CREATE TYPE "enum_ai_logs_operation" AS ENUM('field_generation', 'list_generation', 'batch_generation');
  ALTER TABLE "ai_logs" ALTER COLUMN "operation" SET DATA TYPE "enum_ai_logs_operation" USING "operation"::"enum_ai_logs_operation";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "enum_payload_jobs_log_task_slug";
  CREATE TYPE "enum_payload_jobs_log_task_slug" AS ENUM('inline', 'aiBatchRecords', 'aiFillFields');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "enum_payload_jobs_log_task_slug" USING "task_slug"::"enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "enum_payload_jobs_task_slug";
  CREATE TYPE "enum_payload_jobs_task_slug" AS ENUM('inline', 'aiBatchRecords', 'aiFillFields');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "enum_payload_jobs_task_slug" USING "task_slug"::"enum_payload_jobs_task_slug";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";`)
}
