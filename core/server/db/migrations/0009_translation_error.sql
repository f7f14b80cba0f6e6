ALTER TABLE "translations" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "checked_at" timestamp with time zone;