import { defineServerPlugin } from '../../../sdk/server';
import { seedLessons } from './demo';
import { lessonContributions } from './contributions';

export default defineServerPlugin({ seed: seedLessons, contributes: lessonContributions });
