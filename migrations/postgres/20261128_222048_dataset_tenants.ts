import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Datasets serve the tenants they list (`tenants`, a hasMany relationship: the datasets_rels table),
// filled for existing datasets by the data step below.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "datasets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" uuid
  );
  
  ALTER TABLE "datasets_rels" ADD CONSTRAINT "datasets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_rels" ADD CONSTRAINT "datasets_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "datasets_rels_order_idx" ON "datasets_rels" USING btree ("order");
  CREATE INDEX "datasets_rels_parent_idx" ON "datasets_rels" USING btree ("parent_id");
  CREATE INDEX "datasets_rels_path_idx" ON "datasets_rels" USING btree ("path");
  CREATE INDEX "datasets_rels_tenants_id_idx" ON "datasets_rels" USING btree ("tenants_id");`)
  await assignDatasetTenants({ db })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "datasets_rels" CASCADE;`)
}

/**
 * The data step (docs/decisions/security-datasets.md): existing datasets get the tenants whose
 * templates or pages use them; a dataset nothing uses gets the tenants of the editor who created it;
 * any other (an administrator's, or its creator gone) keeps no tenant: administrators only. Plain SQL,
 * the same on SQLite and PostgreSQL; `order` numbers each dataset's tenants from 1, as Payload does.
 */
const ASSIGN_DATASET_TENANTS = [
  `INSERT INTO "datasets_rels" ("order", "parent_id", "path", "tenants_id")
   SELECT ROW_NUMBER() OVER (PARTITION BY "dataset_id" ORDER BY "tenant_id"), "dataset_id", 'tenants', "tenant_id"
   FROM (
     SELECT "dataset_id", "tenant_id" FROM "templates" WHERE "dataset_id" IS NOT NULL AND "tenant_id" IS NOT NULL
     UNION
     SELECT "dataset_id", "tenant_id" FROM "pages" WHERE "dataset_id" IS NOT NULL AND "tenant_id" IS NOT NULL
   ) AS "users_of_datasets"`,
  `INSERT INTO "datasets_rels" ("order", "parent_id", "path", "tenants_id")
   SELECT ROW_NUMBER() OVER (PARTITION BY "d"."id" ORDER BY "ut"."tenant_id"), "d"."id", 'tenants', "ut"."tenant_id"
   FROM "datasets" AS "d"
   JOIN "users" AS "u" ON "u"."id" = "d"."created_by_id"
   JOIN (SELECT DISTINCT "_parent_id", "tenant_id" FROM "users_tenants" WHERE "tenant_id" IS NOT NULL) AS "ut"
     ON "ut"."_parent_id" = "u"."id"
   WHERE "u"."role" <> 'admin'
     AND NOT EXISTS (SELECT 1 FROM "datasets_rels" AS "r" WHERE "r"."parent_id" = "d"."id")`,
]

/** Fills the new join rows of every existing dataset (ASSIGN_DATASET_TENANTS), in the migration's transaction. */
async function assignDatasetTenants({ db }: Pick<MigrateUpArgs, 'db'>): Promise<void> {
  for (const statement of ASSIGN_DATASET_TENANTS) await db.execute(sql.raw(statement))
}
