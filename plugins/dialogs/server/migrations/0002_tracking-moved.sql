-- The tracking flags, moved to the feedback store by 0001's step (a database that ran 0001 before that step had lost them already).
ALTER TABLE "dialogs" DROP COLUMN IF EXISTS "feedback_tracking";