-- The course configurations (courses, their dialects and the dialects' codes) are cached beside
-- sessions and grants (core/server/auth/auth-cache.ts): a change to them empties every process's
-- cache through the same epoch and notification.
CREATE TRIGGER "courses_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_dialects_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_dialects" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "dialects_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dialects" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
