-- The segment history's user is the acting user the host names to every write of a request or a
-- queued task (app.user_id, transaction-local; see sdk/server/acting-user.ts), so a write through
-- any plugin's editor, an import, a pre-translation or a restore says who made it. It replaces
-- translations.user_id, which only this plugin's routes set.
CREATE OR REPLACE FUNCTION "translation_text_versions_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "translation_text_versions" ("translation_id", "dialect_id", "text", "status", "user_id", "source_text")
  SELECT n."translation_id", n."dialect_id", n."text", n."status",
         (SELECT u."id" FROM "users" u WHERE u."id" = nullif(current_setting('app.user_id', true), '')::integer),
         (SELECT s."text" FROM "translations" t JOIN "courses" c ON c."id" = t."course_id"
            JOIN "translation_texts" s ON s."translation_id" = t."id"
             AND s."dialect_id" = CASE WHEN n."dialect_id" = c."target_dialect_default_id" THEN c."source_dialect_default_id" ELSE c."target_dialect_default_id" END
           WHERE t."id" = n."translation_id" OFFSET 0)
    FROM "new_texts" n;
  RETURN NULL;
END $$;
