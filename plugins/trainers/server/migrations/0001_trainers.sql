-- Trainer segments' HTML moves to platform translations (ref 3901 TRAINER_SEGMENTS, field 'text'): done when written, pending when empty.
INSERT INTO "translations" ("course_id", "ref", "ref_id", "field")
SELECT DISTINCT tr."course_id", 3901, x."segment_id", 'text'
  FROM "trainer_segment_targets" x
  JOIN "trainer_segments" s ON s."id" = x."segment_id"
  JOIN "trainers" tr ON tr."id" = s."trainer_id"
ON CONFLICT ("ref", "ref_id", "field") DO NOTHING;--> statement-breakpoint
INSERT INTO "translation_texts" ("translation_id", "dialect_id", "text", "status")
SELECT t."id", x."dialect_id", normalize(x."html", NFC), CASE WHEN x."html" = '' THEN 0 ELSE 2 END
  FROM "trainer_segment_targets" x
  JOIN "translations" t ON t."ref" = 3901 AND t."ref_id" = x."segment_id" AND t."field" = 'text'
ON CONFLICT ("translation_id", "dialect_id") DO UPDATE SET "text" = excluded."text", "status" = excluded."status";--> statement-breakpoint
DROP TABLE "trainer_segment_targets" CASCADE;--> statement-breakpoint
ALTER TABLE "trainer_segments" DROP COLUMN "cl_details";
