-- Self-assessments get their owner as a foreign key (issue 25, N10; ADR 023). Results left
-- behind by accounts deleted before this (no such user) go first, as the deletion meant.
DELETE FROM "assessments" AS a WHERE a."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" AS u WHERE u."id"::text = a."user_id");--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "user_id" SET DATA TYPE uuid USING "user_id"::uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
