-- The stored check's warnings of a CAT row ('Term missing: …'): written by a save, Validate All and
-- Check Format All; warnings, not errors (translations.error), so a done row stays done and valid.
ALTER TABLE "translation_project_items" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;
