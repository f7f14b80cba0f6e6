import type { Trainer } from '../public';

export const trainerProblems = (t: Trainer) => (t.title.trim() ? undefined : { title: 'Required' });
