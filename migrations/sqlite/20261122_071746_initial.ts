import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_tenants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_tenants_order_idx\` ON \`users_tenants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_parent_id_idx\` ON \`users_tenants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_tenant_idx\` ON \`users_tenants\` (\`tenant_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`role\` text DEFAULT 'admin' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_username_idx\` ON \`users\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`sessions\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`user_id\` text(36) NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`remember_me\` integer DEFAULT false,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sessions_user_idx\` ON \`sessions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`sessions_expires_at_idx\` ON \`sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_updated_at_idx\` ON \`sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_created_at_idx\` ON \`sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tenants\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`domain\` text NOT NULL,
  	\`status\` text DEFAULT 'setup',
  	\`branding_primary_color\` text DEFAULT '#1976D2',
  	\`branding_secondary_color\` text DEFAULT '#00897B',
  	\`branding_custom_css\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_domain_idx\` ON \`tenants\` (\`domain\`);`)
  await db.run(sql`CREATE INDEX \`tenants_status_idx\` ON \`tenants\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`tenants_updated_at_idx\` ON \`tenants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenants_created_at_idx\` ON \`tenants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tasks\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`priority\` text DEFAULT 'medium',
  	\`done\` integer DEFAULT false,
  	\`done_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tasks_tenant_idx\` ON \`tasks\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`tasks_done_idx\` ON \`tasks\` (\`done\`);`)
  await db.run(sql`CREATE INDEX \`tasks_updated_at_idx\` ON \`tasks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tasks_created_at_idx\` ON \`tasks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`from_path\` text NOT NULL,
  	\`to_url\` text NOT NULL,
  	\`type\` text DEFAULT 'hard',
  	\`notes\` text,
  	\`status\` text DEFAULT 'active',
  	\`hits\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_tenant_idx\` ON \`redirects\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_status_idx\` ON \`redirects\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_fromPath_idx\` ON \`redirects\` (\`tenant_id\`,\`from_path\`);`)
  await db.run(sql`CREATE TABLE \`datasets\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`notes\` text,
  	\`status\` text DEFAULT 'draft',
  	\`created_by_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`datasets_status_idx\` ON \`datasets\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`datasets_created_by_idx\` ON \`datasets\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`datasets_updated_at_idx\` ON \`datasets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datasets_created_at_idx\` ON \`datasets\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dataset_fields\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`dataset_id\` text(36) NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`default_value\` text,
  	\`ai_prompt\` text,
  	\`is_primary\` integer DEFAULT false,
  	\`validation\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dataset_fields_dataset_idx\` ON \`dataset_fields\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`dataset_fields_order_idx\` ON \`dataset_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dataset_fields_updated_at_idx\` ON \`dataset_fields\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dataset_fields_created_at_idx\` ON \`dataset_fields\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`dataset_name_idx\` ON \`dataset_fields\` (\`dataset_id\`,\`name\`);`)
  await db.run(sql`CREATE TABLE \`dataset_records\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`dataset_id\` text(36) NOT NULL,
  	\`data\` text,
  	\`live_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dataset_records_dataset_idx\` ON \`dataset_records\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`dataset_records_live_date_idx\` ON \`dataset_records\` (\`live_date\`);`)
  await db.run(sql`CREATE INDEX \`dataset_records_updated_at_idx\` ON \`dataset_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dataset_records_created_at_idx\` ON \`dataset_records\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`dataset_liveDate_idx\` ON \`dataset_records\` (\`dataset_id\`,\`live_date\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`excerpt\` text,
  	\`content\` text,
  	\`type\` text DEFAULT 'page',
  	\`page_type_id\` text(36),
  	\`category_id\` text(36),
  	\`featured_image\` text,
  	\`image_attribution\` text,
  	\`dataset_id\` text(36),
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`status\` text DEFAULT 'draft',
  	\`featured\` integer DEFAULT false,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_type_id\`) REFERENCES \`page_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_page_type_idx\` ON \`pages\` (\`page_type_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_category_idx\` ON \`pages\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_dataset_idx\` ON \`pages\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_status_idx\` ON \`pages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`pages_featured_idx\` ON \`pages\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`pages_published_at_idx\` ON \`pages\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_slug_idx\` ON \`pages\` (\`tenant_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`dataset_records_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dataset_records_id\`) REFERENCES \`dataset_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_dataset_records_id_idx\` ON \`pages_rels\` (\`dataset_records_id\`);`)
  await db.run(sql`CREATE TABLE \`page_types\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`use_category_structure\` integer DEFAULT false,
  	\`url_structure\` text,
  	\`description\` text,
  	\`is_default\` integer DEFAULT false,
  	\`show_related_pages\` integer DEFAULT false,
  	\`related_pages_count\` numeric DEFAULT 3,
  	\`related_pages_title\` text DEFAULT 'Related Posts',
  	\`top_panel_id\` text(36),
  	\`bottom_panel_id\` text(36),
  	\`left_panel_id\` text(36),
  	\`right_panel_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`top_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bottom_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`left_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`right_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`page_types_tenant_idx\` ON \`page_types\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`page_types_top_panel_idx\` ON \`page_types\` (\`top_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`page_types_bottom_panel_idx\` ON \`page_types\` (\`bottom_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`page_types_left_panel_idx\` ON \`page_types\` (\`left_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`page_types_right_panel_idx\` ON \`page_types\` (\`right_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`page_types_updated_at_idx\` ON \`page_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_types_created_at_idx\` ON \`page_types\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_slug_1_idx\` ON \`page_types\` (\`tenant_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`categories_breadcrumbs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`doc_id\` text(36),
  	\`url\` text,
  	\`label\` text,
  	FOREIGN KEY (\`doc_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_breadcrumbs_order_idx\` ON \`categories_breadcrumbs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`categories_breadcrumbs_parent_id_idx\` ON \`categories_breadcrumbs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_breadcrumbs_doc_idx\` ON \`categories_breadcrumbs\` (\`doc_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`parent_category_id\` text(36),
  	\`browsable\` integer DEFAULT false,
  	\`description\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`categories_tenant_idx\` ON \`categories\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_parent_category_idx\` ON \`categories\` (\`parent_category_id\`);`)
  await db.run(sql`CREATE INDEX \`categories_order_idx\` ON \`categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_slug_2_idx\` ON \`categories\` (\`tenant_id\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`templates\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`name\` text NOT NULL,
  	\`dataset_id\` text(36),
  	\`content\` text,
  	\`url_pattern\` text NOT NULL,
  	\`index_url\` text,
  	\`identifier_field\` text,
  	\`status\` text DEFAULT 'draft',
  	\`show_related_pages\` integer DEFAULT false,
  	\`related_pages_count\` numeric DEFAULT 3,
  	\`related_pages_title\` text DEFAULT 'Related Pages',
  	\`top_panel_id\` text(36),
  	\`bottom_panel_id\` text(36),
  	\`left_panel_id\` text(36),
  	\`right_panel_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`top_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bottom_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`left_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`right_panel_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`templates_tenant_idx\` ON \`templates\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_dataset_idx\` ON \`templates\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_status_idx\` ON \`templates\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`templates_top_panel_idx\` ON \`templates\` (\`top_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_bottom_panel_idx\` ON \`templates\` (\`bottom_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_left_panel_idx\` ON \`templates\` (\`left_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_right_panel_idx\` ON \`templates\` (\`right_panel_id\`);`)
  await db.run(sql`CREATE INDEX \`templates_updated_at_idx\` ON \`templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`templates_created_at_idx\` ON \`templates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`snippets\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`name\` text NOT NULL,
  	\`tag\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`description\` text,
  	\`status\` text DEFAULT 'active',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`snippets_tenant_idx\` ON \`snippets\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`snippets_status_idx\` ON \`snippets\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`snippets_updated_at_idx\` ON \`snippets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`snippets_created_at_idx\` ON \`snippets\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_tag_idx\` ON \`snippets\` (\`tenant_id\`,\`tag\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`alt\` text,
  	\`attribution\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_tenant_idx\` ON \`media\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`header_menu_items\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`header_menu_items_tenant_idx\` ON \`header_menu_items\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_items_order_idx\` ON \`header_menu_items\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_items_updated_at_idx\` ON \`header_menu_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`header_menu_items_created_at_idx\` ON \`header_menu_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`footer_menu_items\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`open_in_new_tab\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_menu_items_tenant_idx\` ON \`footer_menu_items\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_menu_items_order_idx\` ON \`footer_menu_items\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footer_menu_items_updated_at_idx\` ON \`footer_menu_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footer_menu_items_created_at_idx\` ON \`footer_menu_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`homepage_sections\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`section_type\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`item_count\` numeric DEFAULT 3,
  	\`order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`template_id\` text(36),
  	\`settings\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`homepage_sections_tenant_idx\` ON \`homepage_sections\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_sections_order_idx\` ON \`homepage_sections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`homepage_sections_template_idx\` ON \`homepage_sections\` (\`template_id\`);`)
  await db.run(sql`CREATE INDEX \`homepage_sections_updated_at_idx\` ON \`homepage_sections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`homepage_sections_created_at_idx\` ON \`homepage_sections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`panels\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`name\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`panels_tenant_idx\` ON \`panels\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`panels_is_active_idx\` ON \`panels\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`panels_updated_at_idx\` ON \`panels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`panels_created_at_idx\` ON \`panels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ai_logs\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`tenant_id\` text(36),
  	\`dataset_id\` text(36),
  	\`operation\` text,
  	\`status\` text,
  	\`total_items\` numeric,
  	\`processed_items\` numeric,
  	\`current_item\` text,
  	\`request_data\` text,
  	\`responses\` text,
  	\`error_message\` text,
  	\`started_at\` text,
  	\`completed_at\` text,
  	\`duration\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dataset_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ai_logs_tenant_idx\` ON \`ai_logs\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`ai_logs_dataset_idx\` ON \`ai_logs\` (\`dataset_id\`);`)
  await db.run(sql`CREATE INDEX \`ai_logs_status_idx\` ON \`ai_logs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`ai_logs_started_at_idx\` ON \`ai_logs\` (\`started_at\`);`)
  await db.run(sql`CREATE INDEX \`ai_logs_updated_at_idx\` ON \`ai_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ai_logs_created_at_idx\` ON \`ai_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	\`sessions_id\` text(36),
  	\`tenants_id\` text(36),
  	\`tasks_id\` text(36),
  	\`redirects_id\` text(36),
  	\`datasets_id\` text(36),
  	\`dataset_fields_id\` text(36),
  	\`dataset_records_id\` text(36),
  	\`pages_id\` text(36),
  	\`page_types_id\` text(36),
  	\`categories_id\` text(36),
  	\`templates_id\` text(36),
  	\`snippets_id\` text(36),
  	\`media_id\` text(36),
  	\`header_menu_items_id\` text(36),
  	\`footer_menu_items_id\` text(36),
  	\`homepage_sections_id\` text(36),
  	\`panels_id\` text(36),
  	\`ai_logs_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tasks_id\`) REFERENCES \`tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datasets_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dataset_fields_id\`) REFERENCES \`dataset_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dataset_records_id\`) REFERENCES \`dataset_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_types_id\`) REFERENCES \`page_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`templates_id\`) REFERENCES \`templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`snippets_id\`) REFERENCES \`snippets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`header_menu_items_id\`) REFERENCES \`header_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footer_menu_items_id\`) REFERENCES \`footer_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`homepage_sections_id\`) REFERENCES \`homepage_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`panels_id\`) REFERENCES \`panels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ai_logs_id\`) REFERENCES \`ai_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_datasets_id_idx\` ON \`payload_locked_documents_rels\` (\`datasets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dataset_fields_id_idx\` ON \`payload_locked_documents_rels\` (\`dataset_fields_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dataset_records_id_idx\` ON \`payload_locked_documents_rels\` (\`dataset_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_types_id_idx\` ON \`payload_locked_documents_rels\` (\`page_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_snippets_id_idx\` ON \`payload_locked_documents_rels\` (\`snippets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_header_menu_items_id_idx\` ON \`payload_locked_documents_rels\` (\`header_menu_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footer_menu_items_id_idx\` ON \`payload_locked_documents_rels\` (\`footer_menu_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_homepage_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`homepage_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_panels_id_idx\` ON \`payload_locked_documents_rels\` (\`panels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ai_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`ai_logs_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_tenants\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`sessions\`;`)
  await db.run(sql`DROP TABLE \`tenants\`;`)
  await db.run(sql`DROP TABLE \`tasks\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`datasets\`;`)
  await db.run(sql`DROP TABLE \`dataset_fields\`;`)
  await db.run(sql`DROP TABLE \`dataset_records\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`page_types\`;`)
  await db.run(sql`DROP TABLE \`categories_breadcrumbs\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`templates\`;`)
  await db.run(sql`DROP TABLE \`snippets\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`header_menu_items\`;`)
  await db.run(sql`DROP TABLE \`footer_menu_items\`;`)
  await db.run(sql`DROP TABLE \`homepage_sections\`;`)
  await db.run(sql`DROP TABLE \`panels\`;`)
  await db.run(sql`DROP TABLE \`ai_logs\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
