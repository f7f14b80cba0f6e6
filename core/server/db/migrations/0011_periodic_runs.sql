CREATE TABLE "periodic_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"period" bigint NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
