CREATE TABLE "compound_inflect_forms" (
	"compound_id" integer NOT NULL,
	"dialect_id" integer NOT NULL,
	"inflect_id" integer NOT NULL,
	"word" text NOT NULL,
	"conj_state" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compound_inflect_forms_compound_id_dialect_id_inflect_id_pk" PRIMARY KEY("compound_id","dialect_id","inflect_id")
);
--> statement-breakpoint
ALTER TABLE "compound_inflect_forms" ADD CONSTRAINT "compound_inflect_forms_compound_id_compounds_id_fk" FOREIGN KEY ("compound_id") REFERENCES "public"."compounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compound_inflect_forms" ADD CONSTRAINT "compound_inflect_forms_dialect_id_dialects_id_fk" FOREIGN KEY ("dialect_id") REFERENCES "public"."dialects"("id") ON DELETE no action ON UPDATE no action;