-- Chapter texts' HTML moves to platform translations (ref 3801 BOOK_CHAPTER_TEXTS, field 'text'): done when written, pending when empty.
INSERT INTO "translations" ("course_id", "ref", "ref_id", "field")
SELECT DISTINCT b."course_id", 3801, x."text_id", 'text'
  FROM "book_chapter_text_targets" x
  JOIN "book_chapter_texts" t ON t."id" = x."text_id"
  JOIN "book_chapters" c ON c."id" = t."chapter_id"
  JOIN "books" b ON b."id" = c."book_id"
ON CONFLICT ("ref", "ref_id", "field") DO NOTHING;--> statement-breakpoint
INSERT INTO "translation_texts" ("translation_id", "dialect_id", "text", "status")
SELECT tr."id", x."dialect_id", normalize(x."html", NFC), CASE WHEN x."html" = '' THEN 0 ELSE 2 END
  FROM "book_chapter_text_targets" x
  JOIN "translations" tr ON tr."ref" = 3801 AND tr."ref_id" = x."text_id" AND tr."field" = 'text'
ON CONFLICT ("translation_id", "dialect_id") DO UPDATE SET "text" = excluded."text", "status" = excluded."status";--> statement-breakpoint
DROP TABLE "book_chapter_text_targets" CASCADE;--> statement-breakpoint
ALTER TABLE "book_chapter_texts" DROP COLUMN "cl_details";
