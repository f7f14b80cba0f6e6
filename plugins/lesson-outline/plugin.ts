import { definePlugin } from '../../sdk/shared';

/**
 * The course structure: lessons, each with cycles. Its screens (Lesson Outline 24, Course planner,
 * Wizard) come later; for now the plugin holds the demo lessons and cycles. Their tables are platform
 * tables (sdk/server/tables.ts): every content module's positions (lesson, cycle, activity) refer to them.
 */
export default definePlugin({ name: 'lesson-outline', modules: [] });
