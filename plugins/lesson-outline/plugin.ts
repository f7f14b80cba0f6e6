import { definePlugin } from '../../sdk/shared';

/**
 * The course structure: lessons, each with cycles. Its screens (Lesson Outline 24, Course planner,
 * Wizard) come later; for now the plugin owns the tables and their demo data, which other modules'
 * positions (lesson, cycle, activity) refer to.
 */
export default definePlugin({ name: 'lesson-outline', modules: [] });
