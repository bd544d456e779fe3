ALTER TABLE "audit_log" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "base" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "decisions_seen_at" timestamp with time zone;