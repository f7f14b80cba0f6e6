ALTER TABLE "translation_projects" ADD COLUMN "pretranslate_task_id" integer;--> statement-breakpoint
ALTER TABLE "translation_projects" ADD COLUMN "pretranslate_mode" text;--> statement-breakpoint
ALTER TABLE "translation_projects" ADD COLUMN "pretranslate_processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_projects" ADD COLUMN "pretranslate_total" integer DEFAULT 0 NOT NULL;