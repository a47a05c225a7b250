ALTER TABLE "questions" ADD COLUMN "task_kind" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "task_goal" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "preparation_seconds" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "recording_max_seconds" integer;