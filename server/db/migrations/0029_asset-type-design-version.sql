ALTER TABLE "asset_types" ADD COLUMN "design_version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Decision 054: the web keeps an asset type's layout (fields, form, table, relationships) while
-- its design_version is unchanged; one statement-level trigger per table and event moves the
-- version of every type whose rows the statement touched (the pattern of 0014).
CREATE FUNCTION bump_asset_type_design_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE asset_types SET design_version = design_version + 1
    WHERE id IN (SELECT DISTINCT c.asset_type_id FROM changed_rows c);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER asset_type_fields_design_insert AFTER INSERT ON asset_type_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_fields_design_update AFTER UPDATE ON asset_type_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_fields_design_delete AFTER DELETE ON asset_type_fields
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_form_fields_design_insert AFTER INSERT ON asset_type_form_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_form_fields_design_update AFTER UPDATE ON asset_type_form_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_form_fields_design_delete AFTER DELETE ON asset_type_form_fields
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_table_fields_design_insert AFTER INSERT ON asset_type_table_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_table_fields_design_update AFTER UPDATE ON asset_type_table_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_table_fields_design_delete AFTER DELETE ON asset_type_table_fields
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_relationships_design_insert AFTER INSERT ON asset_type_relationships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_relationships_design_update AFTER UPDATE ON asset_type_relationships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
CREATE TRIGGER asset_type_relationships_design_delete AFTER DELETE ON asset_type_relationships
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_asset_type_design_version();
--> statement-breakpoint
-- The version moves with a change the audit trail already records on the field, form, table or
-- relationship itself: not a change of the asset type of its own.
CREATE OR REPLACE FUNCTION log_noise_key(name text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT name ~ '^(updated_at|search_text|failing_since|next_run_at|design_version|last_.*)$'
$$;
