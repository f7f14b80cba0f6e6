import { createContext } from 'react';
import { translator, type Translate } from '../../../sdk/client';
import type { Book } from '../public';

export const bookProblems = (b: Book, t: Translate = translator('books')) => (b.title.trim() ? undefined : { title: t('required') });

/** A deep link's chapter and text (navigation params chapter / text), for the book's Chapters tab. */
export const DeepLink = createContext<{ bookId?: number; chapterId?: number; textId?: number }>({});
