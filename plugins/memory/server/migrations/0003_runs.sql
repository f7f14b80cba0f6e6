-- The mining, pattern report and Semantic Unifier runs move into the platform's runs (kinds 'memory.mining', 'memory.patterns', 'memory.unifier'; new ids), each in its order; a queued or running one is queued again when the server starts.
INSERT INTO "runs" ("kind", "status", "total", "done", "params", "result", "error", "created_at", "started_at", "updated_at")
SELECT 'memory.mining', CASE r."status" WHEN 'done' THEN 'completed' WHEN 'failed' THEN 'failed' ELSE 'running' END, r."total", r."done",
       r."config", r."rows", r."error", r."created_at", CASE WHEN r."status" = 'queued' THEN NULL ELSE r."created_at" END, r."created_at"
  FROM "memory_mining_runs" r ORDER BY r."id";--> statement-breakpoint
INSERT INTO "runs" ("kind", "status", "total", "done", "params", "result", "error", "created_at", "started_at", "updated_at")
SELECT 'memory.patterns', CASE r."status" WHEN 'done' THEN 'completed' WHEN 'failed' THEN 'failed' ELSE 'running' END, r."total", r."done",
       jsonb_build_object('kind', r."kind", 'config', r."config"), r."result", r."error", r."created_at", CASE WHEN r."status" = 'queued' THEN NULL ELSE r."created_at" END, r."created_at"
  FROM "memory_report_runs" r ORDER BY r."id";--> statement-breakpoint
INSERT INTO "runs" ("kind", "status", "total", "done", "params", "state", "result", "error", "created_at", "started_at", "updated_at")
SELECT 'memory.unifier', CASE r."status" WHEN 'ok' THEN 'completed' WHEN 'failed' THEN 'failed' WHEN 'paused' THEN 'paused' ELSE 'running' END, r."total", r."done",
       r."config" - 'points', jsonb_build_object('points', r."config"->'points', 'failed', r."failed"), r."groups", r."error", r."created_at", r."created_at", r."created_at"
  FROM "memory_unifier_runs" r ORDER BY r."id";--> statement-breakpoint
-- Their old queue's unfinished tasks are cancelled: the runs queue their steps anew.
UPDATE "async_tasks" SET "status" = 5, "updated_at" = now() WHERE "queue" IN ('memory.mining', 'memory.patterns', 'memory.unifier') AND "status" IN (0, 1, 3);--> statement-breakpoint
DROP TABLE "memory_mining_runs" CASCADE;--> statement-breakpoint
DROP TABLE "memory_report_runs" CASCADE;--> statement-breakpoint
DROP TABLE "memory_unifier_runs" CASCADE;
