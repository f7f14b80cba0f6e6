/**
 * Bumped by every write to translatable texts in this process, so the memory knows to catch up
 * before its next lookup; writes by other processes are caught up with on a timer.
 */
export const translationWrites = { count: 0 };
