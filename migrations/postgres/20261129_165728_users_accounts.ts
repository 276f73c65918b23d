import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Users can be deactivated (`active`, true for everyone until now) and invited by email (the SHA-256
// of the invitation link's token and when it ends).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "invite_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "invite_expires_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "active";
  ALTER TABLE "users" DROP COLUMN "invite_token_hash";
  ALTER TABLE "users" DROP COLUMN "invite_expires_at";`)
}
