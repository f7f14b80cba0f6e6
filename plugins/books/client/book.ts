import { createContext } from 'react';
import type { Book } from '../public';

export const bookProblems = (b: Book) => (b.title.trim() ? undefined : { title: 'Required' });

/** A deep link's chapter and text (navigation params chapter / text), for the book's Chapters tab. */
export const DeepLink = createContext<{ bookId?: number; chapterId?: number; textId?: number }>({});
