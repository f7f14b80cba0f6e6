import { defineServerPlugin } from '../../../sdk/server';
import { courseResource, courseRoutes } from './courses';
import { languageResource } from './languages';
import { userRoutes } from './users';

/**
 * Users (1), Courses (2) and Languages (3): global modules over the platform tables, so no tables
 * and no demo data of their own (the host seeds the languages, courses and the admin).
 */
export default defineServerPlugin({
  resources: [courseResource, languageResource],
  routes: [...userRoutes, ...courseRoutes],
});
