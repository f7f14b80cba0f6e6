import { MODULE, resourceContract } from '../../sdk/shared';

/** The books plugin's public face: its module keys and the route contracts other plugins call. */
export const BOOKS = MODULE.book;
export const BOOK_CHAPTER_TEXTS = 3801;

export const bookResource = resourceContract({ list: 'courses/:courseId/books', create: 'courses/:courseId/books', item: 'books' });
