ALTER TABLE "uploads" ADD COLUMN "served" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "files_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_files_pending_idx" ON "uploads" USING btree ("id") WHERE "uploads"."files_pending";--> statement-breakpoint
UPDATE "uploads" SET "served" = false WHERE "attached_to" = 'review' AND "attached_id" IN (SELECT "id" FROM "reviews" WHERE "status" = 'hidden');
