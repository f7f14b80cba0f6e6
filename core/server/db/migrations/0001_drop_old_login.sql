DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "login_locks" CASCADE;