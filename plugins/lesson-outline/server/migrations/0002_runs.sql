-- The wizard's 'create empty segments' runs move into the platform's runs (kind 'lesson-outline.create-segments'), in their order, so the course's latest stays its latest; a running one is queued again when the server starts.
INSERT INTO "runs" ("kind", "course_id", "status", "total", "done", "params", "state", "created_at", "started_at", "updated_at")
SELECT 'lesson-outline.create-segments', r."course_id", CASE r."status" WHEN 'done' THEN 'completed' ELSE r."status" END, r."total", r."done",
       jsonb_build_object('startPos', r."start_pos", 'endPos', r."end_pos", 'nSegments', r."n_segments"), jsonb_build_object('created', r."created"),
       r."created_at", r."created_at", r."created_at"
  FROM "outline_segment_runs" r ORDER BY r."id";--> statement-breakpoint
-- Their old queue's unfinished tasks are cancelled: the runs queue their steps anew.
UPDATE "async_tasks" SET "status" = 5, "updated_at" = now() WHERE "queue" IN ('lesson-outline.create-segments') AND "status" IN (0, 1, 3);--> statement-breakpoint
DROP TABLE "outline_segment_runs" CASCADE;
