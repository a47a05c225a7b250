ALTER TABLE "exam_types" ADD COLUMN "scoring" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "explanation" jsonb;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "transcript" text;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "correct_count" integer;--> statement-breakpoint
UPDATE "attempts" SET "correct_count" = (SELECT count(*)::int FROM "answers" WHERE "answers"."attempt_id" = "attempts"."id" AND "answers"."is_correct" = true) WHERE "completed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "attempts" SET "score" = NULL, "correct_count" = NULL WHERE "completed_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "answers" WHERE "answers"."attempt_id" = "attempts"."id");
