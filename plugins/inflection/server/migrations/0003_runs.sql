-- The batch target runs move into the platform's runs (kind 'inflection.batch-target', one per course, ref and dialect), their last id done as the run's state; a running one is queued again when the server starts.
INSERT INTO "runs" ("kind", "key", "course_id", "status", "total", "done", "params", "state", "created_at", "updated_at")
SELECT 'inflection.batch-target', concat_ws('/', r."course_id", r."ref", r."dialect_id"), r."course_id", r."status", r."total", r."done",
       jsonb_build_object('ref', r."ref", 'dialectId', r."dialect_id"), jsonb_build_object('lastId', r."last_id"),
       r."updated_at", r."updated_at"
  FROM "inflect_batch_runs" r ORDER BY r."id";--> statement-breakpoint
-- Their old queue's unfinished tasks are cancelled: the runs queue their steps anew.
UPDATE "async_tasks" SET "status" = 5, "updated_at" = now() WHERE "queue" IN ('inflection.batch-target') AND "status" IN (0, 1, 3);--> statement-breakpoint
DROP TABLE "inflect_batch_runs" CASCADE;
