import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "api_access_logs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" varchar,
  	"username" varchar,
  	"tenant_id" varchar,
  	"method" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"status" numeric NOT NULL,
  	"duration_ms" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"platform_name" varchar DEFAULT 'Site Generator' NOT NULL,
  	"admin_email" varchar,
  	"default_domain" varchar,
  	"session_timeout_minutes" numeric DEFAULT 1440 NOT NULL,
  	"api_access_logging" boolean DEFAULT false,
  	"notify_new_tenant" boolean DEFAULT false,
  	"notify_dataset_changes" boolean DEFAULT false,
  	"notify_system_alerts" boolean DEFAULT false,
  	"dark_mode" boolean DEFAULT false,
  	"primary_color" varchar DEFAULT '#1976D2' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_recovery_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_last_step" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "api_access_logs_id" uuid;
  CREATE INDEX "api_access_logs_updated_at_idx" ON "api_access_logs" USING btree ("updated_at");
  CREATE INDEX "api_access_logs_created_at_idx" ON "api_access_logs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_access_logs_fk" FOREIGN KEY ("api_access_logs_id") REFERENCES "api_access_logs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_api_access_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("api_access_logs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "api_access_logs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "api_access_logs" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_api_access_logs_fk";
  
  DROP INDEX "payload_locked_documents_rels_api_access_logs_id_idx";
  ALTER TABLE "users" DROP COLUMN "two_factor_enabled";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_recovery_hash";
  ALTER TABLE "users" DROP COLUMN "two_factor_last_step";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "api_access_logs_id";`)
}
