import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// AI logs keep a user's stop request (`cancel_requested_at`, `cancelled_by`: the running job polls for
// it) and the time of the last resume (`resumed_at`: `duration` then counts only working time).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ai_logs" ADD COLUMN "cancel_requested_at" timestamp(3) with time zone;
  ALTER TABLE "ai_logs" ADD COLUMN "cancelled_by" varchar;
  ALTER TABLE "ai_logs" ADD COLUMN "resumed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ai_logs" DROP COLUMN "cancel_requested_at";
  ALTER TABLE "ai_logs" DROP COLUMN "cancelled_by";
  ALTER TABLE "ai_logs" DROP COLUMN "resumed_at";`)
}
