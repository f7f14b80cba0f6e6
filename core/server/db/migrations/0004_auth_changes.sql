-- Sessions and grants are cached in each process (core/server/auth/auth-cache.ts). Every change
-- that may revoke what a cache holds bumps auth_epoch in the same transaction (processes on
-- PostgreSQL compare it on each request) and notifies 'auth_changed' with the user's id (the
-- embedded PGlite, one process, drops that user's entries when the change commits).
CREATE TABLE "auth_epoch" ("n" bigint NOT NULL);
--> statement-breakpoint
INSERT INTO "auth_epoch" VALUES (0);
--> statement-breakpoint
CREATE FUNCTION "auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE uid text;
BEGIN
  UPDATE "auth_epoch" SET "n" = "n" + 1;
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    uid := CASE WHEN TG_TABLE_NAME = 'users' THEN to_jsonb(OLD)->>'id' ELSE to_jsonb(OLD)->>'user_id' END;
    PERFORM pg_notify('auth_changed', uid);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    uid := CASE WHEN TG_TABLE_NAME = 'users' THEN to_jsonb(NEW)->>'id' ELSE to_jsonb(NEW)->>'user_id' END;
    PERFORM pg_notify('auth_changed', uid);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "grants_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "grants" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "grants_auth_truncated" AFTER TRUNCATE ON "grants" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
