-- Until this version, deleting a field or an asset type removed its asset_type_indexes rows by
-- cascade but left the database index itself (a Unique one then refused values of a later field
-- with the same key). Deletes now queue the drop; this drops what was left before, once.
-- Entry indexes are named by entry-index-jobs.ts; one no row names is a leftover.
CREATE FUNCTION drop_orphaned_entry_indexes() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  orphan text;
  dropped integer := 0;
BEGIN
  -- Every tenant's rows: asset_type_indexes is under forced row-level security.
  PERFORM set_config('app.platform_access', 'on', true);
  FOR orphan IN
    SELECT i.indexname FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = 'asset_entries'
      AND i.indexname ~ '^asset_entries_(ix|uq|fts)_[0-9a-f]{24}$'
      AND NOT EXISTS (SELECT 1 FROM asset_type_indexes a WHERE a.index_name = i.indexname)
  LOOP
    EXECUTE format('DROP INDEX %I', orphan);
    dropped := dropped + 1;
  END LOOP;
  RETURN dropped;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION drop_orphaned_entry_indexes() FROM PUBLIC;
--> statement-breakpoint
SELECT drop_orphaned_entry_indexes();
