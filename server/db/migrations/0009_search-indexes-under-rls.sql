-- Indexes that serve searches under row-level security (decision 006). PostgreSQL evaluates a
-- query's conditions after the policy unless they are leakproof, so an index on
-- values->>'key', a full-text index or a trigram index is never used by fennec_app. These
-- functions raise no error that depends on a row's data (to_tsvector only for texts over
-- 1 MB, which Fennec's value limits rule out), so marking them leakproof reveals nothing.
-- Only a superuser may do this (the embedded database's owner is one); elsewhere searches stay
-- correct but scan, and the notice says so.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION pg_catalog.jsonb_object_field_text(jsonb, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.to_tsvector(regconfig, text) LEAKPROOF;
    ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
  ELSE
    RAISE NOTICE 'Not a superuser: ask one to mark jsonb_object_field_text, texticlike, to_tsvector(regconfig, text) and ts_match_vq LEAKPROOF, or entry searches will not use their indexes';
  END IF;
END
$$;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "asset_entries_search_text" ON "asset_entries" USING gin ("search_text" gin_trgm_ops);