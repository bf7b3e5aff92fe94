-- Private signing keys are read at start-up with the owner login only; the application role
-- never sees them.
REVOKE ALL ON oauth_signing_keys FROM fennec_app;
--> statement-breakpoint
REVOKE ALL ON SEQUENCE oauth_signing_keys_id_seq FROM fennec_app;
