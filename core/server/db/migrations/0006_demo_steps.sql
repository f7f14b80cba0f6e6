CREATE TABLE "demo_steps" (
	"position" integer PRIMARY KEY NOT NULL,
	"plugin" text NOT NULL,
	"random_state" bigint NOT NULL
);
