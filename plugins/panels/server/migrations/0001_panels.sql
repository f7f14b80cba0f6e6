CREATE TABLE "panel_inflect_configs" (
	"panel_id" integer NOT NULL,
	"dialect_id" integer NOT NULL,
	"inflect_word" text DEFAULT '' NOT NULL,
	CONSTRAINT "panel_inflect_configs_panel_id_dialect_id_pk" PRIMARY KEY("panel_id","dialect_id")
);
--> statement-breakpoint
CREATE TABLE "panel_inflects" (
	"panel_id" integer NOT NULL,
	"dialect_id" integer NOT NULL,
	"inflect_id" integer NOT NULL,
	"word" text NOT NULL,
	"conj_state" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "panel_inflects_panel_id_dialect_id_inflect_id_pk" PRIMARY KEY("panel_id","dialect_id","inflect_id")
);
--> statement-breakpoint
ALTER TABLE "panel_inflect_configs" ADD CONSTRAINT "panel_inflect_configs_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_inflect_configs" ADD CONSTRAINT "panel_inflect_configs_dialect_id_dialects_id_fk" FOREIGN KEY ("dialect_id") REFERENCES "public"."dialects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_inflects" ADD CONSTRAINT "panel_inflects_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_inflects" ADD CONSTRAINT "panel_inflects_dialect_id_dialects_id_fk" FOREIGN KEY ("dialect_id") REFERENCES "public"."dialects"("id") ON DELETE no action ON UPDATE no action;