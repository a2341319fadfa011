ALTER TABLE "consult_bookings" ADD COLUMN "hold_ip_hash" text;--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD COLUMN "health_data_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consult_bookings_holds_by_ip_idx" ON "consult_bookings" USING btree ("hold_ip_hash") WHERE "consult_bookings"."status" = 'held';