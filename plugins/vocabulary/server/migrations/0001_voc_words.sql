CREATE TABLE "voc_counts" (
	"course_id" integer NOT NULL,
	"dialect_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "voc_counts_course_id_dialect_id_pk" PRIMARY KEY("course_id","dialect_id")
);
--> statement-breakpoint
CREATE TABLE "voc_words" (
	"voc_id" integer NOT NULL,
	"dialect_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"translation_id" integer NOT NULL,
	"word" text NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "voc_words_voc_id_dialect_id_pk" PRIMARY KEY("voc_id","dialect_id")
);
--> statement-breakpoint
ALTER TABLE "voc_words" ADD CONSTRAINT "voc_words_voc_id_vocs_id_fk" FOREIGN KEY ("voc_id") REFERENCES "public"."vocs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voc_words" ADD CONSTRAINT "voc_words_dialect_id_dialects_id_fk" FOREIGN KEY ("dialect_id") REFERENCES "public"."dialects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voc_words_sort_idx" ON "voc_words" USING btree ("course_id","dialect_id","sort_key","voc_id");--> statement-breakpoint
CREATE INDEX "voc_words_translation_idx" ON "voc_words" USING btree ("translation_id");--> statement-breakpoint
CREATE INDEX "voc_words_word_trgm_idx" ON "voc_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- voc_words follows every write of translation_texts, whichever module makes it (the vocabulary's
-- editor, the CAT, a pattern change, a dialect copied into a course, bulk inserts): an entry's word
-- (ref 21 for the main vocabulary's entries, 22 for a course's; field 'word') that is not empty is
-- copied with its sort key; an emptied or deleted one (a deleted translation cascades here) leaves.
-- Statement triggers with transition tables: one join per statement, not one query per row.
CREATE FUNCTION "voc_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "voc_words" w USING "old_texts" o WHERE w."translation_id" = o."translation_id" AND w."dialect_id" = o."dialect_id";
    RETURN NULL;
  END IF;
  DELETE FROM "voc_words" w USING "new_texts" n
   WHERE w."translation_id" = n."translation_id" AND w."dialect_id" = n."dialect_id" AND n."text" = '';
  INSERT INTO "voc_words" ("voc_id", "dialect_id", "course_id", "translation_id", "word", "sort_key")
  SELECT v."id", n."dialect_id", v."course_id", n."translation_id", n."text", lower(n."text")
    FROM "new_texts" n
    JOIN "translations" t ON t."id" = n."translation_id" AND t."field" = 'word' AND t."ref" IN (21, 22)
    JOIN "vocs" v ON v."id" = t."ref_id" AND (v."course_id" = 0) = (t."ref" = 21)
   WHERE n."text" <> ''
  ON CONFLICT ("voc_id", "dialect_id") DO UPDATE
    SET "word" = excluded."word", "sort_key" = excluded."sort_key", "translation_id" = excluded."translation_id"
    WHERE "voc_words"."word" IS DISTINCT FROM excluded."word" OR "voc_words"."translation_id" <> excluded."translation_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voc_words_on_insert" AFTER INSERT ON "translation_texts" REFERENCING NEW TABLE AS "new_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_words_sync"();
--> statement-breakpoint
CREATE TRIGGER "voc_words_on_update" AFTER UPDATE ON "translation_texts" REFERENCING NEW TABLE AS "new_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_words_sync"();
--> statement-breakpoint
CREATE TRIGGER "voc_words_on_delete" AFTER DELETE ON "translation_texts" REFERENCING OLD TABLE AS "old_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_words_sync"();
--> statement-breakpoint
-- Backfill: the words already written.
INSERT INTO "voc_words" ("voc_id", "dialect_id", "course_id", "translation_id", "word", "sort_key")
SELECT v."id", tt."dialect_id", v."course_id", tt."translation_id", tt."text", lower(tt."text")
  FROM "translation_texts" tt
  JOIN "translations" t ON t."id" = tt."translation_id" AND t."field" = 'word' AND t."ref" IN (21, 22)
  JOIN "vocs" v ON v."id" = t."ref_id" AND (v."course_id" = 0) = (t."ref" = 21)
 WHERE tt."text" <> '';
--> statement-breakpoint
-- voc_counts: entries per vocabulary (dialect 0) and entries with a word per dialect, counted once
-- here, then moved by every insert and delete of vocs and voc_words.
INSERT INTO "voc_counts" ("course_id", "dialect_id", "n")
SELECT "course_id", 0, count(*) FROM "vocs" GROUP BY "course_id"
UNION ALL
SELECT "course_id", "dialect_id", count(*) FROM "voc_words" GROUP BY "course_id", "dialect_id";
--> statement-breakpoint
CREATE FUNCTION "voc_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vocs' AND TG_OP = 'INSERT' THEN
    INSERT INTO "voc_counts" SELECT "course_id", 0, count(*) FROM "new_rows" GROUP BY "course_id"
      ON CONFLICT ("course_id", "dialect_id") DO UPDATE SET "n" = "voc_counts"."n" + excluded."n";
  ELSIF TG_TABLE_NAME = 'vocs' THEN
    UPDATE "voc_counts" c SET "n" = c."n" - o."n" FROM (SELECT "course_id", count(*) AS "n" FROM "old_rows" GROUP BY "course_id") o
     WHERE c."course_id" = o."course_id" AND c."dialect_id" = 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "voc_counts" SELECT "course_id", "dialect_id", count(*) FROM "new_rows" GROUP BY "course_id", "dialect_id"
      ON CONFLICT ("course_id", "dialect_id") DO UPDATE SET "n" = "voc_counts"."n" + excluded."n";
  ELSE
    UPDATE "voc_counts" c SET "n" = c."n" - o."n" FROM (SELECT "course_id", "dialect_id", count(*) AS "n" FROM "old_rows" GROUP BY "course_id", "dialect_id") o
     WHERE c."course_id" = o."course_id" AND c."dialect_id" = o."dialect_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "voc_counts_on_insert" AFTER INSERT ON "vocs" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "voc_counts_on_delete" AFTER DELETE ON "vocs" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "voc_words_counts_on_insert" AFTER INSERT ON "voc_words" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "voc_words_counts_on_delete" AFTER DELETE ON "voc_words" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "voc_counts_sync"();
--> statement-breakpoint
-- An entry stays in its vocabulary (no route moves it): voc_words and voc_counts count on it.
CREATE FUNCTION "vocs_course_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vocs.course_id cannot change (entry %)', OLD."id";
END $$;
--> statement-breakpoint
CREATE TRIGGER "vocs_course_fixed" BEFORE UPDATE OF "course_id" ON "vocs"
  FOR EACH ROW WHEN (OLD."course_id" IS DISTINCT FROM NEW."course_id") EXECUTE FUNCTION "vocs_course_fixed"();
