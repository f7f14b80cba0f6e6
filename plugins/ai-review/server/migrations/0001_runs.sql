-- The checker runs move into the platform's runs (kind 'ai-review.check', one per course, checker, content type and dialect); a running one is queued again when the server starts.
INSERT INTO "runs" ("kind", "key", "course_id", "status", "params")
SELECT 'ai-review.check', concat_ws('/', r."course_id", r."kind", r."ref", r."dialect_id"), r."course_id",
       CASE WHEN r."running" THEN 'running' WHEN r."complete" THEN 'completed' ELSE 'paused' END,
       jsonb_build_object('courseId', r."course_id", 'kind', r."kind", 'ref', r."ref", 'dialectId', r."dialect_id")
  FROM "ai_review_runs" r ORDER BY r."id";--> statement-breakpoint
-- Their old queue's unfinished tasks are cancelled: the runs queue their steps anew.
UPDATE "async_tasks" SET "status" = 5, "updated_at" = now() WHERE "queue" IN ('ai-review.check-batch') AND "status" IN (0, 1, 3);--> statement-breakpoint
DROP TABLE "ai_review_runs" CASCADE;
