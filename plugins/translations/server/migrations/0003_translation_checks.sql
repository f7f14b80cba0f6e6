-- The check of a translation is stored on the platform's translations row now (the write path runs it on every save).
UPDATE "translations" t SET "error" = c."error", "checked_at" = c."checked_at" FROM "translation_checks" c WHERE c."translation_id" = t."id";--> statement-breakpoint
DROP TABLE "translation_checks" CASCADE;
