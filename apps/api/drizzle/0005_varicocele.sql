CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"claim_token_hash" text,
	"type" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"specialist_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_token_hash" text,
	"held_until" timestamp with time zone,
	"user_id" text,
	"time_zone" text,
	"form" jsonb,
	"interview" jsonb,
	"interview_completed" boolean DEFAULT false NOT NULL,
	"interview_updated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"languages" jsonb NOT NULL,
	"focus" jsonb NOT NULL,
	"photo_url" text NOT NULL,
	"time_zone" text NOT NULL,
	"working_hours" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD CONSTRAINT "consult_bookings_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_user_idx" ON "assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_claim_token_idx" ON "assessments" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_bookings_active_slot_idx" ON "consult_bookings" USING btree ("specialist_id","starts_at") WHERE "consult_bookings"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "consult_bookings_hold_token_idx" ON "consult_bookings" USING btree ("hold_token_hash");--> statement-breakpoint
CREATE INDEX "consult_bookings_starts_idx" ON "consult_bookings" USING btree ("starts_at");