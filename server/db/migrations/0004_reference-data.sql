CREATE TABLE "asset_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_entries_tenant_id_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "asset_entry_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"relationship_id" uuid NOT NULL,
	"source_entry_id" uuid NOT NULL,
	"target_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_entry_links_relationship_id_source_entry_id_target_entry_id_unique" UNIQUE("relationship_id","source_entry_id","target_entry_id")
);
--> statement-breakpoint
CREATE TABLE "asset_type_ai_fields" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	CONSTRAINT "asset_type_ai_fields_tenant_id_field_id_purpose_unique" UNIQUE("tenant_id","field_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "asset_type_fields" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"data_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "asset_type_fields_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "asset_type_fields_tenant_id_asset_type_id_key_unique" UNIQUE("tenant_id","asset_type_id","key")
);
--> statement-breakpoint
CREATE TABLE "asset_type_form_fields" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field_id" uuid NOT NULL,
	"input_kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "asset_type_form_fields_tenant_id_field_id_unique" UNIQUE("tenant_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "asset_type_indexes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"index_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	CONSTRAINT "asset_type_indexes_tenant_id_field_id_kind_unique" UNIQUE("tenant_id","field_id","kind"),
	CONSTRAINT "asset_type_indexes_index_name_unique" UNIQUE("index_name")
);
--> statement-breakpoint
CREATE TABLE "asset_type_relationships" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"target_asset_type_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"inverse_label" text DEFAULT '' NOT NULL,
	CONSTRAINT "asset_type_relationships_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "asset_type_relationships_tenant_id_asset_type_id_key_unique" UNIQUE("tenant_id","asset_type_id","key")
);
--> statement-breakpoint
CREATE TABLE "asset_type_table_fields" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"field_id" uuid NOT NULL,
	"display_kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "asset_type_table_fields_tenant_id_field_id_unique" UNIQUE("tenant_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"tenant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_types_tenant_id_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "asset_types_tenant_id_key_unique" UNIQUE("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "asset_entries" ADD CONSTRAINT "asset_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_entries" ADD CONSTRAINT "asset_entries_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_entry_links" ADD CONSTRAINT "asset_entry_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_entry_links" ADD CONSTRAINT "asset_entry_links_relationship" FOREIGN KEY ("tenant_id","relationship_id") REFERENCES "public"."asset_type_relationships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_entry_links" ADD CONSTRAINT "asset_entry_links_source" FOREIGN KEY ("tenant_id","source_entry_id") REFERENCES "public"."asset_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_entry_links" ADD CONSTRAINT "asset_entry_links_target" FOREIGN KEY ("tenant_id","target_entry_id") REFERENCES "public"."asset_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_ai_fields" ADD CONSTRAINT "asset_type_ai_fields_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_ai_fields" ADD CONSTRAINT "asset_type_ai_fields_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_ai_fields" ADD CONSTRAINT "asset_type_ai_fields_field" FOREIGN KEY ("tenant_id","field_id") REFERENCES "public"."asset_type_fields"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_fields" ADD CONSTRAINT "asset_type_fields_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_fields" ADD CONSTRAINT "asset_type_fields_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_form_fields" ADD CONSTRAINT "asset_type_form_fields_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_form_fields" ADD CONSTRAINT "asset_type_form_fields_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_form_fields" ADD CONSTRAINT "asset_type_form_fields_field" FOREIGN KEY ("tenant_id","field_id") REFERENCES "public"."asset_type_fields"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_indexes" ADD CONSTRAINT "asset_type_indexes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_indexes" ADD CONSTRAINT "asset_type_indexes_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_indexes" ADD CONSTRAINT "asset_type_indexes_field" FOREIGN KEY ("tenant_id","field_id") REFERENCES "public"."asset_type_fields"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_relationships" ADD CONSTRAINT "asset_type_relationships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_relationships" ADD CONSTRAINT "asset_type_relationships_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_relationships" ADD CONSTRAINT "asset_type_relationships_target" FOREIGN KEY ("tenant_id","target_asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_table_fields" ADD CONSTRAINT "asset_type_table_fields_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_table_fields" ADD CONSTRAINT "asset_type_table_fields_asset_type" FOREIGN KEY ("tenant_id","asset_type_id") REFERENCES "public"."asset_types"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_table_fields" ADD CONSTRAINT "asset_type_table_fields_field" FOREIGN KEY ("tenant_id","field_id") REFERENCES "public"."asset_type_fields"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_types" ADD CONSTRAINT "asset_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_entries_type_updated" ON "asset_entries" USING btree ("tenant_id","asset_type_id","updated_at");--> statement-breakpoint
CREATE INDEX "asset_entry_links_target_idx" ON "asset_entry_links" USING btree ("tenant_id","target_entry_id");