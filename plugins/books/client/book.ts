import { createContext } from 'react';
import type { ClDetail, EditableRecord } from '../../../sdk/client';

export interface Book extends EditableRecord {
  title: string;
  author: string;
  description: string;
  hasIllustration: boolean;
  flag: number;
  version: number;
}

export interface Chapter { id: number; bookId: number; title: string; lessonPos: number; position: number; nWords: number; clDetails: string }
/** A chapter text; clDetails: its concept-linker details per target dialect. */
export interface ChapterText { id: number; chapterId: number; title: string; position: number; clDetails: ClDetail[] }
export interface TextTarget { dialectId: number; dialectCode: string; html: string }

export const bookProblems = (b: Book) => (b.title.trim() ? undefined : { title: 'Required' });

/** A deep link's chapter and text (navigation params chapter / text), for the book's Chapters tab. */
export const DeepLink = createContext<{ bookId?: number; chapterId?: number; textId?: number }>({});
