-- Ratings and tracking are the feedback plugin's (feedback_ratings, feedback_tracking: one store the report and the forms read); the counts kept here were summaries that no rating backs, and are dropped.
DROP TABLE "dialog_feedback" CASCADE;--> statement-breakpoint
ALTER TABLE "dialogs" DROP COLUMN "feedback_tracking";