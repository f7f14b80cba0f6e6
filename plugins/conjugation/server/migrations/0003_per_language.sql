-- Rules and root changes move from their course to the course's language (spec 3 §7: languages/{l}/...), shared by the language's courses.
ALTER TABLE "conj_root_changes" DROP CONSTRAINT "conj_root_changes_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "conj_rules" DROP CONSTRAINT "conj_rules_course_id_courses_id_fk";
--> statement-breakpoint
DROP INDEX "conj_root_changes_course_idx";--> statement-breakpoint
DROP INDEX "conj_rules_course_idx";--> statement-breakpoint
ALTER TABLE "conj_root_changes" ADD COLUMN "language_id" integer;--> statement-breakpoint
ALTER TABLE "conj_rule_endings" ADD COLUMN "group" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "conj_rule_endings" ADD COLUMN "panel_id" integer;--> statement-breakpoint
ALTER TABLE "conj_rules" ADD COLUMN "language_id" integer;--> statement-breakpoint
ALTER TABLE "conj_rules" ADD COLUMN "gender" text DEFAULT 'mf' NOT NULL;--> statement-breakpoint
UPDATE "conj_rules" r SET "language_id" = c."language_id" FROM "courses" c WHERE c."id" = r."course_id";--> statement-breakpoint
UPDATE "conj_root_changes" x SET "language_id" = c."language_id" FROM "courses" c WHERE c."id" = x."course_id";--> statement-breakpoint
-- An empty ending meant the stem itself ('libro' of 'noun | ,s'): it becomes '~', since a save now drops empty endings.
UPDATE "conj_rule_endings" SET "ending" = '~' WHERE "ending" = '';--> statement-breakpoint
-- Rules equal in all but name and order (class, gender, endings to apply and remove, prefix, every ending) merge into the
-- lowest id, the first course's: the language keeps one of them.
WITH sig AS (
  SELECT r."id", r."language_id",
         concat_ws(chr(31), r."word_class", r."gender", r."ending_to_apply", r."ending_to_remove", r."prefix_to_remove",
                   (SELECT string_agg(e."inflect_id" || '=' || e."ending", chr(30) ORDER BY e."inflect_id") FROM "conj_rule_endings" e WHERE e."rule_id" = r."id")) AS s
    FROM "conj_rules" r
), ranked AS (SELECT "id", min("id") OVER (PARTITION BY "language_id", s) AS kept FROM sig)
DELETE FROM "conj_rules" r USING ranked k WHERE r."id" = k."id" AND k.kept <> k."id";--> statement-breakpoint
-- Rules that still clash (same class, gender and ending to apply, other endings) are all kept; the conjugator takes the
-- lowest order, then the lowest id. Each but the first is named after its course, so that an editor sees which to keep.
UPDATE "conj_rules" r SET "name" = r."name" || ' (' || c."code" || ')'
  FROM "courses" c
 WHERE c."id" = r."course_id"
   AND EXISTS (SELECT 1 FROM "conj_rules" o WHERE o."language_id" = r."language_id" AND o."word_class" = r."word_class" AND o."gender" = r."gender"
                AND o."ending_to_apply" = r."ending_to_apply" AND o."course_id" <> r."course_id" AND o."id" < r."id");--> statement-breakpoint
-- Root changes equal in every field merge into the lowest id; the others all apply, by priority, then lowest id.
DELETE FROM "conj_root_changes" x USING "conj_root_changes" o
 WHERE o."language_id" = x."language_id" AND o."word_class" = x."word_class" AND o."from_text" = x."from_text" AND o."to_text" = x."to_text"
   AND o."context_next_ending_starts_with" = x."context_next_ending_starts_with" AND o."priority" = x."priority" AND o."id" < x."id";--> statement-breakpoint
ALTER TABLE "conj_root_changes" ALTER COLUMN "language_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conj_rules" ALTER COLUMN "language_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conj_root_changes" ADD CONSTRAINT "conj_root_changes_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conj_rules" ADD CONSTRAINT "conj_rules_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conj_root_changes_language_idx" ON "conj_root_changes" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "conj_rules_language_idx" ON "conj_rules" USING btree ("language_id");--> statement-breakpoint
ALTER TABLE "conj_root_changes" DROP COLUMN "course_id";--> statement-breakpoint
ALTER TABLE "conj_rules" DROP COLUMN "course_id";
