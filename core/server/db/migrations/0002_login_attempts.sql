CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone
);
