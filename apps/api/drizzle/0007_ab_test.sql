CREATE TABLE "ab_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"script" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ab_experiments" (
	"id" text PRIMARY KEY NOT NULL,
	"project_type" text NOT NULL,
	"name" text NOT NULL,
	"element" text NOT NULL,
	"pages" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"goal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ab_goal_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"goal" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ab_specific_content" (
	"project_type" text NOT NULL,
	"content_type" text NOT NULL,
	"identifier" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ab_specific_content_project_type_content_type_pk" PRIMARY KEY("project_type","content_type")
);
--> statement-breakpoint
CREATE TABLE "ab_variants" (
	"experiment_id" text NOT NULL,
	"position" integer NOT NULL,
	"identifier" text NOT NULL,
	"weight" double precision NOT NULL,
	"forced_page" text,
	CONSTRAINT "ab_variants_experiment_id_position_pk" PRIMARY KEY("experiment_id","position")
);
--> statement-breakpoint
CREATE TABLE "ab_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"identifier" text NOT NULL,
	"experiment_id" text,
	"variant_index" integer,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"project_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "ab_content_versions" ADD CONSTRAINT "ab_content_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ab_variants" ADD CONSTRAINT "ab_variants_experiment_id_ab_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."ab_experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ab_content_versions_item_idx" ON "ab_content_versions" USING btree ("identifier","version");--> statement-breakpoint
CREATE INDEX "ab_experiments_brand_idx" ON "ab_experiments" USING btree ("project_type");--> statement-breakpoint
CREATE UNIQUE INDEX "ab_goal_events_once_a_day_idx" ON "ab_goal_events" USING btree ("visitor_id","goal","day");--> statement-breakpoint
CREATE INDEX "ab_variants_identifier_idx" ON "ab_variants" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "ab_views_once_a_day_idx" ON "ab_views" USING btree ("visitor_id","identifier","day");--> statement-breakpoint
CREATE INDEX "ab_views_experiment_idx" ON "ab_views" USING btree ("experiment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_brand_idx" ON "subscribers" USING btree ("email","project_type");