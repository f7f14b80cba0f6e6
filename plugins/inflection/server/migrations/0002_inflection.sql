DROP INDEX "inflect_tables_course_class_idx";--> statement-breakpoint
ALTER TABLE "inflect_tables" ADD COLUMN "dialect_id" integer;--> statement-breakpoint
ALTER TABLE "inflect_tables" ADD CONSTRAINT "inflect_tables_dialect_id_dialects_id_fk" FOREIGN KEY ("dialect_id") REFERENCES "public"."dialects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inflect_tables_course_class_dialect_idx" ON "inflect_tables" USING btree ("course_id","word_class",coalesce("dialect_id", 0));