CREATE UNIQUE INDEX "courses_code_uq" ON "courses" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_lower_uq" ON "users" USING btree (lower("name"));