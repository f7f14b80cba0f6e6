-- Reading texts get their own ref (2801 READING_TEXTS) in place of the readings' 28: their translations (field 'reading-text'), concept links and audio move; the readings' own rows and the exercises' ('reading-exercise') stay. Rows other plugins own (AI reviews, audio sets) move in the step that follows (dataMigrations).
UPDATE "translations" SET "ref" = 2801
 WHERE "ref" = 28 AND "field" = 'reading-text' AND "ref_id" IN (SELECT "id" FROM "reading_texts");--> statement-breakpoint
UPDATE "concept_links" SET "ref" = 2801
 WHERE "ref" = 28 AND "ref_id" IN (SELECT "id" FROM "reading_texts");--> statement-breakpoint
UPDATE "audio_references" SET "ref" = 2801
 WHERE "ref" = 28 AND "ref_id" IN (SELECT "id" FROM "reading_texts");
