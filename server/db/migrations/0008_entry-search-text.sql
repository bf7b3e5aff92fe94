-- Substring search reads one text of all values, a line each, instead of unpacking the jsonb
-- row by row. (A trigram index would not help: under row-level security PostgreSQL evaluates
-- the non-leakproof ILIKE after the policy, so it cannot drive an index scan.)
CREATE FUNCTION entry_search_text(entry_values jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(v.value, E'\n'), '') FROM pg_catalog.jsonb_each_text(entry_values) AS v $$;
--> statement-breakpoint
ALTER TABLE "asset_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (entry_search_text("values")) STORED NOT NULL;