import { defineServerPlugin } from '../../../sdk/server';
import { lessonContributions } from './contributions';

export default defineServerPlugin({ contributes: lessonContributions });
