ALTER TABLE "translation_project_items" ADD COLUMN "ai_confidence" real;--> statement-breakpoint
ALTER TABLE "translation_project_items" ADD COLUMN "ai_reasoning" text DEFAULT '' NOT NULL;