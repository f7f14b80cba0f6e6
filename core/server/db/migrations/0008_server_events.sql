-- Events between the server processes on one PostgreSQL (core/server/events/pg-events.ts): their ids
-- come from one sequence, so that an event has the same id in every process (Last-Event-ID survives a
-- reconnect to another one), and a write to the translation memory's texts tells every process once
-- per transaction, when it commits (on the embedded PGlite nobody listens, and it costs nothing).
CREATE SEQUENCE "server_event_ids";
--> statement-breakpoint
CREATE FUNCTION "translations_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('server_events', '{"id":0,"from":"","topic":"translations","data":null}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "translation_texts_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "translation_texts" FOR EACH STATEMENT EXECUTE FUNCTION "translations_written"();
