import { defineServerPlugin } from '../../../sdk/server';
import { seedLessons } from './demo';

export default defineServerPlugin({ seed: seedLessons });
