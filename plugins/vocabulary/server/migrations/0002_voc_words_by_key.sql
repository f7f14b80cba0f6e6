-- voc_words_sync as in 0001, but each new text reaches its translation and its entry by their
-- primary keys whatever the planner believes (LATERAL … OFFSET 0 is planned on its own, with the
-- key as its only usable condition). A trigger's plan is cached for the session: one made while
-- the tables were nearly empty (a new database being filled with the demo) scanned every word's
-- translation for each new text, about 1 s per statement of 2,000 texts.
CREATE OR REPLACE FUNCTION "voc_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CROSS JOIN LATERAL (SELECT t."ref", t."ref_id", t."field" FROM "translations" t WHERE t."id" = n."translation_id" OFFSET 0) t
    CROSS JOIN LATERAL (SELECT v."id", v."course_id" FROM "vocs" v WHERE v."id" = t."ref_id" OFFSET 0) v
   WHERE n."text" <> '' AND t."field" = 'word' AND t."ref" IN (21, 22) AND (v."course_id" = 0) = (t."ref" = 21)
  ON CONFLICT ("voc_id", "dialect_id") DO UPDATE
    SET "word" = excluded."word", "sort_key" = excluded."sort_key", "translation_id" = excluded."translation_id"
    WHERE "voc_words"."word" IS DISTINCT FROM excluded."word" OR "voc_words"."translation_id" <> excluded."translation_id";
  RETURN NULL;
END $$;
