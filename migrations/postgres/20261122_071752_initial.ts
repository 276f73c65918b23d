import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "enum_users_role" AS ENUM('admin');
  CREATE TYPE "enum_tenants_status" AS ENUM('active', 'inactive', 'setup');
  CREATE TYPE "enum_tasks_priority" AS ENUM('high', 'medium', 'low');
  CREATE TYPE "enum_redirects_type" AS ENUM('hard', 'affiliate');
  CREATE TYPE "enum_redirects_status" AS ENUM('active', 'inactive');
  CREATE TYPE "enum_datasets_status" AS ENUM('active', 'inactive', 'draft');
  CREATE TYPE "enum_dataset_fields_type" AS ENUM('text', 'number', 'date', 'boolean', 'email', 'url');
  CREATE TYPE "enum_pages_type" AS ENUM('page', 'blog', 'dataset');
  CREATE TYPE "enum_pages_status" AS ENUM('draft', 'published', 'archived');
  CREATE TYPE "enum_templates_status" AS ENUM('draft', 'active', 'inactive');
  CREATE TYPE "enum_snippets_status" AS ENUM('active', 'inactive');
  CREATE TYPE "enum_homepage_sections_section_type" AS ENUM('blog_posts', 'page_type', 'category', 'template_cards', 'custom_content');
  CREATE TYPE "enum_ai_logs_operation" AS ENUM('field_generation', 'list_generation', 'batch_generation');
  CREATE TYPE "enum_ai_logs_status" AS ENUM('started', 'in_progress', 'completed', 'failed');
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" uuid NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"role" "enum_users_role" DEFAULT 'admin' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"remember_me" boolean DEFAULT false,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tenants" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"domain" varchar NOT NULL,
  	"status" "enum_tenants_status" DEFAULT 'setup',
  	"branding_primary_color" varchar DEFAULT '#1976D2',
  	"branding_secondary_color" varchar DEFAULT '#00897B',
  	"branding_custom_css" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tasks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"priority" "enum_tasks_priority" DEFAULT 'medium',
  	"done" boolean DEFAULT false,
  	"done_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"from_path" varchar NOT NULL,
  	"to_url" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT 'hard',
  	"notes" varchar,
  	"status" "enum_redirects_status" DEFAULT 'active',
  	"hits" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "datasets" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"notes" varchar,
  	"status" "enum_datasets_status" DEFAULT 'draft',
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dataset_fields" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"dataset_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_dataset_fields_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"default_value" varchar,
  	"ai_prompt" varchar,
  	"is_primary" boolean DEFAULT false,
  	"validation" jsonb,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dataset_records" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"dataset_id" uuid NOT NULL,
  	"data" jsonb,
  	"live_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb,
  	"type" "enum_pages_type" DEFAULT 'page',
  	"page_type_id" uuid,
  	"category_id" uuid,
  	"featured_image" varchar,
  	"image_attribution" varchar,
  	"dataset_id" uuid,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"status" "enum_pages_status" DEFAULT 'draft',
  	"featured" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"dataset_records_id" uuid
  );
  
  CREATE TABLE "page_types" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"use_category_structure" boolean DEFAULT false,
  	"url_structure" varchar,
  	"description" varchar,
  	"is_default" boolean DEFAULT false,
  	"show_related_pages" boolean DEFAULT false,
  	"related_pages_count" numeric DEFAULT 3,
  	"related_pages_title" varchar DEFAULT 'Related Posts',
  	"top_panel_id" uuid,
  	"bottom_panel_id" uuid,
  	"left_panel_id" uuid,
  	"right_panel_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_breadcrumbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"doc_id" uuid,
  	"url" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "categories" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"parent_category_id" uuid,
  	"browsable" boolean DEFAULT false,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "templates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"name" varchar NOT NULL,
  	"dataset_id" uuid,
  	"content" varchar,
  	"url_pattern" varchar NOT NULL,
  	"index_url" varchar,
  	"identifier_field" varchar,
  	"status" "enum_templates_status" DEFAULT 'draft',
  	"show_related_pages" boolean DEFAULT false,
  	"related_pages_count" numeric DEFAULT 3,
  	"related_pages_title" varchar DEFAULT 'Related Pages',
  	"top_panel_id" uuid,
  	"bottom_panel_id" uuid,
  	"left_panel_id" uuid,
  	"right_panel_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "snippets" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"name" varchar NOT NULL,
  	"tag" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"description" varchar,
  	"status" "enum_snippets_status" DEFAULT 'active',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"alt" varchar,
  	"attribution" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "header_menu_items" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"open_in_new_tab" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "footer_menu_items" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"open_in_new_tab" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "homepage_sections" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"section_type" "enum_homepage_sections_section_type" NOT NULL,
  	"title" varchar NOT NULL,
  	"item_count" numeric DEFAULT 3,
  	"order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"template_id" uuid,
  	"settings" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "panels" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"name" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ai_logs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid,
  	"dataset_id" uuid,
  	"operation" "enum_ai_logs_operation",
  	"status" "enum_ai_logs_status",
  	"total_items" numeric,
  	"processed_items" numeric,
  	"current_item" varchar,
  	"request_data" jsonb,
  	"responses" jsonb,
  	"error_message" varchar,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"duration" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid,
  	"sessions_id" uuid,
  	"tenants_id" uuid,
  	"tasks_id" uuid,
  	"redirects_id" uuid,
  	"datasets_id" uuid,
  	"dataset_fields_id" uuid,
  	"dataset_records_id" uuid,
  	"pages_id" uuid,
  	"page_types_id" uuid,
  	"categories_id" uuid,
  	"templates_id" uuid,
  	"snippets_id" uuid,
  	"media_id" uuid,
  	"header_menu_items_id" uuid,
  	"footer_menu_items_id" uuid,
  	"homepage_sections_id" uuid,
  	"panels_id" uuid,
  	"ai_logs_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "datasets" ADD CONSTRAINT "datasets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dataset_fields" ADD CONSTRAINT "dataset_fields_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dataset_records" ADD CONSTRAINT "dataset_records_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_page_type_id_page_types_id_fk" FOREIGN KEY ("page_type_id") REFERENCES "page_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_dataset_records_fk" FOREIGN KEY ("dataset_records_id") REFERENCES "dataset_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_types" ADD CONSTRAINT "page_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_types" ADD CONSTRAINT "page_types_top_panel_id_panels_id_fk" FOREIGN KEY ("top_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_types" ADD CONSTRAINT "page_types_bottom_panel_id_panels_id_fk" FOREIGN KEY ("bottom_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_types" ADD CONSTRAINT "page_types_left_panel_id_panels_id_fk" FOREIGN KEY ("left_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_types" ADD CONSTRAINT "page_types_right_panel_id_panels_id_fk" FOREIGN KEY ("right_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_breadcrumbs" ADD CONSTRAINT "categories_breadcrumbs_doc_id_categories_id_fk" FOREIGN KEY ("doc_id") REFERENCES "categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_breadcrumbs" ADD CONSTRAINT "categories_breadcrumbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_category_id_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_top_panel_id_panels_id_fk" FOREIGN KEY ("top_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_bottom_panel_id_panels_id_fk" FOREIGN KEY ("bottom_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_left_panel_id_panels_id_fk" FOREIGN KEY ("left_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "templates" ADD CONSTRAINT "templates_right_panel_id_panels_id_fk" FOREIGN KEY ("right_panel_id") REFERENCES "panels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "snippets" ADD CONSTRAINT "snippets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_menu_items" ADD CONSTRAINT "header_menu_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_menu_items" ADD CONSTRAINT "footer_menu_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_sections" ADD CONSTRAINT "homepage_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "homepage_sections" ADD CONSTRAINT "homepage_sections_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "panels" ADD CONSTRAINT "panels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ai_logs" ADD CONSTRAINT "ai_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ai_logs" ADD CONSTRAINT "ai_logs_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "datasets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sessions_fk" FOREIGN KEY ("sessions_id") REFERENCES "sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tasks_fk" FOREIGN KEY ("tasks_id") REFERENCES "tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_datasets_fk" FOREIGN KEY ("datasets_id") REFERENCES "datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dataset_fields_fk" FOREIGN KEY ("dataset_fields_id") REFERENCES "dataset_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dataset_records_fk" FOREIGN KEY ("dataset_records_id") REFERENCES "dataset_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_types_fk" FOREIGN KEY ("page_types_id") REFERENCES "page_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_templates_fk" FOREIGN KEY ("templates_id") REFERENCES "templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_snippets_fk" FOREIGN KEY ("snippets_id") REFERENCES "snippets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_header_menu_items_fk" FOREIGN KEY ("header_menu_items_id") REFERENCES "header_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footer_menu_items_fk" FOREIGN KEY ("footer_menu_items_id") REFERENCES "footer_menu_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_homepage_sections_fk" FOREIGN KEY ("homepage_sections_id") REFERENCES "homepage_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_panels_fk" FOREIGN KEY ("panels_id") REFERENCES "panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ai_logs_fk" FOREIGN KEY ("ai_logs_id") REFERENCES "ai_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
  CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");
  CREATE INDEX "sessions_updated_at_idx" ON "sessions" USING btree ("updated_at");
  CREATE INDEX "sessions_created_at_idx" ON "sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenants_domain_idx" ON "tenants" USING btree ("domain");
  CREATE INDEX "tenants_status_idx" ON "tenants" USING btree ("status");
  CREATE INDEX "tenants_updated_at_idx" ON "tenants" USING btree ("updated_at");
  CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
  CREATE INDEX "tasks_tenant_idx" ON "tasks" USING btree ("tenant_id");
  CREATE INDEX "tasks_done_idx" ON "tasks" USING btree ("done");
  CREATE INDEX "tasks_updated_at_idx" ON "tasks" USING btree ("updated_at");
  CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");
  CREATE INDEX "redirects_tenant_idx" ON "redirects" USING btree ("tenant_id");
  CREATE INDEX "redirects_status_idx" ON "redirects" USING btree ("status");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_fromPath_idx" ON "redirects" USING btree ("tenant_id","from_path");
  CREATE INDEX "datasets_status_idx" ON "datasets" USING btree ("status");
  CREATE INDEX "datasets_created_by_idx" ON "datasets" USING btree ("created_by_id");
  CREATE INDEX "datasets_updated_at_idx" ON "datasets" USING btree ("updated_at");
  CREATE INDEX "datasets_created_at_idx" ON "datasets" USING btree ("created_at");
  CREATE INDEX "dataset_fields_dataset_idx" ON "dataset_fields" USING btree ("dataset_id");
  CREATE INDEX "dataset_fields_order_idx" ON "dataset_fields" USING btree ("order");
  CREATE INDEX "dataset_fields_updated_at_idx" ON "dataset_fields" USING btree ("updated_at");
  CREATE INDEX "dataset_fields_created_at_idx" ON "dataset_fields" USING btree ("created_at");
  CREATE UNIQUE INDEX "dataset_name_idx" ON "dataset_fields" USING btree ("dataset_id","name");
  CREATE INDEX "dataset_records_dataset_idx" ON "dataset_records" USING btree ("dataset_id");
  CREATE INDEX "dataset_records_live_date_idx" ON "dataset_records" USING btree ("live_date");
  CREATE INDEX "dataset_records_updated_at_idx" ON "dataset_records" USING btree ("updated_at");
  CREATE INDEX "dataset_records_created_at_idx" ON "dataset_records" USING btree ("created_at");
  CREATE INDEX "dataset_liveDate_idx" ON "dataset_records" USING btree ("dataset_id","live_date");
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "pages_page_type_idx" ON "pages" USING btree ("page_type_id");
  CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category_id");
  CREATE INDEX "pages_dataset_idx" ON "pages" USING btree ("dataset_id");
  CREATE INDEX "pages_status_idx" ON "pages" USING btree ("status");
  CREATE INDEX "pages_featured_idx" ON "pages" USING btree ("featured");
  CREATE INDEX "pages_published_at_idx" ON "pages" USING btree ("published_at");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_idx" ON "pages" USING btree ("tenant_id","slug");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_dataset_records_id_idx" ON "pages_rels" USING btree ("dataset_records_id");
  CREATE INDEX "page_types_tenant_idx" ON "page_types" USING btree ("tenant_id");
  CREATE INDEX "page_types_top_panel_idx" ON "page_types" USING btree ("top_panel_id");
  CREATE INDEX "page_types_bottom_panel_idx" ON "page_types" USING btree ("bottom_panel_id");
  CREATE INDEX "page_types_left_panel_idx" ON "page_types" USING btree ("left_panel_id");
  CREATE INDEX "page_types_right_panel_idx" ON "page_types" USING btree ("right_panel_id");
  CREATE INDEX "page_types_updated_at_idx" ON "page_types" USING btree ("updated_at");
  CREATE INDEX "page_types_created_at_idx" ON "page_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_1_idx" ON "page_types" USING btree ("tenant_id","slug");
  CREATE INDEX "categories_breadcrumbs_order_idx" ON "categories_breadcrumbs" USING btree ("_order");
  CREATE INDEX "categories_breadcrumbs_parent_id_idx" ON "categories_breadcrumbs" USING btree ("_parent_id");
  CREATE INDEX "categories_breadcrumbs_doc_idx" ON "categories_breadcrumbs" USING btree ("doc_id");
  CREATE INDEX "categories_tenant_idx" ON "categories" USING btree ("tenant_id");
  CREATE INDEX "categories_parent_category_idx" ON "categories" USING btree ("parent_category_id");
  CREATE INDEX "categories_order_idx" ON "categories" USING btree ("order");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_2_idx" ON "categories" USING btree ("tenant_id","slug");
  CREATE INDEX "templates_tenant_idx" ON "templates" USING btree ("tenant_id");
  CREATE INDEX "templates_dataset_idx" ON "templates" USING btree ("dataset_id");
  CREATE INDEX "templates_status_idx" ON "templates" USING btree ("status");
  CREATE INDEX "templates_top_panel_idx" ON "templates" USING btree ("top_panel_id");
  CREATE INDEX "templates_bottom_panel_idx" ON "templates" USING btree ("bottom_panel_id");
  CREATE INDEX "templates_left_panel_idx" ON "templates" USING btree ("left_panel_id");
  CREATE INDEX "templates_right_panel_idx" ON "templates" USING btree ("right_panel_id");
  CREATE INDEX "templates_updated_at_idx" ON "templates" USING btree ("updated_at");
  CREATE INDEX "templates_created_at_idx" ON "templates" USING btree ("created_at");
  CREATE INDEX "snippets_tenant_idx" ON "snippets" USING btree ("tenant_id");
  CREATE INDEX "snippets_status_idx" ON "snippets" USING btree ("status");
  CREATE INDEX "snippets_updated_at_idx" ON "snippets" USING btree ("updated_at");
  CREATE INDEX "snippets_created_at_idx" ON "snippets" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_tag_idx" ON "snippets" USING btree ("tenant_id","tag");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "header_menu_items_tenant_idx" ON "header_menu_items" USING btree ("tenant_id");
  CREATE INDEX "header_menu_items_order_idx" ON "header_menu_items" USING btree ("order");
  CREATE INDEX "header_menu_items_updated_at_idx" ON "header_menu_items" USING btree ("updated_at");
  CREATE INDEX "header_menu_items_created_at_idx" ON "header_menu_items" USING btree ("created_at");
  CREATE INDEX "footer_menu_items_tenant_idx" ON "footer_menu_items" USING btree ("tenant_id");
  CREATE INDEX "footer_menu_items_order_idx" ON "footer_menu_items" USING btree ("order");
  CREATE INDEX "footer_menu_items_updated_at_idx" ON "footer_menu_items" USING btree ("updated_at");
  CREATE INDEX "footer_menu_items_created_at_idx" ON "footer_menu_items" USING btree ("created_at");
  CREATE INDEX "homepage_sections_tenant_idx" ON "homepage_sections" USING btree ("tenant_id");
  CREATE INDEX "homepage_sections_order_idx" ON "homepage_sections" USING btree ("order");
  CREATE INDEX "homepage_sections_template_idx" ON "homepage_sections" USING btree ("template_id");
  CREATE INDEX "homepage_sections_updated_at_idx" ON "homepage_sections" USING btree ("updated_at");
  CREATE INDEX "homepage_sections_created_at_idx" ON "homepage_sections" USING btree ("created_at");
  CREATE INDEX "panels_tenant_idx" ON "panels" USING btree ("tenant_id");
  CREATE INDEX "panels_is_active_idx" ON "panels" USING btree ("is_active");
  CREATE INDEX "panels_updated_at_idx" ON "panels" USING btree ("updated_at");
  CREATE INDEX "panels_created_at_idx" ON "panels" USING btree ("created_at");
  CREATE INDEX "ai_logs_tenant_idx" ON "ai_logs" USING btree ("tenant_id");
  CREATE INDEX "ai_logs_dataset_idx" ON "ai_logs" USING btree ("dataset_id");
  CREATE INDEX "ai_logs_status_idx" ON "ai_logs" USING btree ("status");
  CREATE INDEX "ai_logs_started_at_idx" ON "ai_logs" USING btree ("started_at");
  CREATE INDEX "ai_logs_updated_at_idx" ON "ai_logs" USING btree ("updated_at");
  CREATE INDEX "ai_logs_created_at_idx" ON "ai_logs" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("sessions_id");
  CREATE INDEX "payload_locked_documents_rels_tenants_id_idx" ON "payload_locked_documents_rels" USING btree ("tenants_id");
  CREATE INDEX "payload_locked_documents_rels_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("tasks_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_datasets_id_idx" ON "payload_locked_documents_rels" USING btree ("datasets_id");
  CREATE INDEX "payload_locked_documents_rels_dataset_fields_id_idx" ON "payload_locked_documents_rels" USING btree ("dataset_fields_id");
  CREATE INDEX "payload_locked_documents_rels_dataset_records_id_idx" ON "payload_locked_documents_rels" USING btree ("dataset_records_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_page_types_id_idx" ON "payload_locked_documents_rels" USING btree ("page_types_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("templates_id");
  CREATE INDEX "payload_locked_documents_rels_snippets_id_idx" ON "payload_locked_documents_rels" USING btree ("snippets_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_header_menu_items_id_idx" ON "payload_locked_documents_rels" USING btree ("header_menu_items_id");
  CREATE INDEX "payload_locked_documents_rels_footer_menu_items_id_idx" ON "payload_locked_documents_rels" USING btree ("footer_menu_items_id");
  CREATE INDEX "payload_locked_documents_rels_homepage_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("homepage_sections_id");
  CREATE INDEX "payload_locked_documents_rels_panels_id_idx" ON "payload_locked_documents_rels" USING btree ("panels_id");
  CREATE INDEX "payload_locked_documents_rels_ai_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("ai_logs_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "sessions" CASCADE;
  DROP TABLE "tenants" CASCADE;
  DROP TABLE "tasks" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "datasets" CASCADE;
  DROP TABLE "dataset_fields" CASCADE;
  DROP TABLE "dataset_records" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "page_types" CASCADE;
  DROP TABLE "categories_breadcrumbs" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "templates" CASCADE;
  DROP TABLE "snippets" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "header_menu_items" CASCADE;
  DROP TABLE "footer_menu_items" CASCADE;
  DROP TABLE "homepage_sections" CASCADE;
  DROP TABLE "panels" CASCADE;
  DROP TABLE "ai_logs" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "enum_users_role";
  DROP TYPE "enum_tenants_status";
  DROP TYPE "enum_tasks_priority";
  DROP TYPE "enum_redirects_type";
  DROP TYPE "enum_redirects_status";
  DROP TYPE "enum_datasets_status";
  DROP TYPE "enum_dataset_fields_type";
  DROP TYPE "enum_pages_type";
  DROP TYPE "enum_pages_status";
  DROP TYPE "enum_templates_status";
  DROP TYPE "enum_snippets_status";
  DROP TYPE "enum_homepage_sections_section_type";
  DROP TYPE "enum_ai_logs_operation";
  DROP TYPE "enum_ai_logs_status";`)
}
