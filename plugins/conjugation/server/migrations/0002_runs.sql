-- The batch conjugate runs move into the platform's runs (kind 'conjugation.batch-apply', one per course and ref), their ids, last id done and changed count as the run's state; a running one is queued again when the server starts.
INSERT INTO "runs" ("kind", "key", "course_id", "status", "total", "done", "params", "state", "created_at", "updated_at")
SELECT 'conjugation.batch-apply', concat_ws('/', r."course_id", r."ref"), r."course_id", r."status", r."total", r."done",
       jsonb_build_object('ref', r."ref"), jsonb_build_object('ids', to_jsonb(r."ids"), 'lastId', r."last_id", 'changed', r."changed"),
       r."updated_at", r."updated_at"
  FROM "conj_batch_runs" r ORDER BY r."id";--> statement-breakpoint
-- Their old queue's unfinished tasks are cancelled: the runs queue their steps anew.
UPDATE "async_tasks" SET "status" = 5, "updated_at" = now() WHERE "queue" IN ('conjugation.batch-apply') AND "status" IN (0, 1, 3);--> statement-breakpoint
DROP TABLE "conj_batch_runs" CASCADE;
