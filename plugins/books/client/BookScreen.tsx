import { useEffect, useState } from 'react';
import { GridEditorScreen, navigationId, useApi, type ModuleScreenProps, useT } from '../../../sdk/client';
import { BOOKS, bookResource, booksApi, type Book } from '../public';
import { BookForm } from './BookForm';
import { bookProblems, DeepLink } from './book';

/**
 * Books (spec 4 §2.4): the grid and the book's Edit and Chapters tabs. Navigation params
 * { book }, { chapter } or { text } open that book, chapter or chapter text.
 */
export default function BookScreen({ courseId, params }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('books');
  const textId = navigationId(params, 'text');
  const [link, setLink] = useState<{ bookId?: number; chapterId?: number; textId?: number }>({ bookId: navigationId(params, 'book') });
  useEffect(() => {
    const chapterParam = navigationId(params, 'chapter');
    void (async () => {
      const text = textId ? await api.load(booksApi.text, { params: { id: textId } }) : undefined;
      const chapterId = text?.chapterId ?? chapterParam;
      const chapter = chapterId ? await api.load(booksApi.chapter, { params: { id: chapterId } }) : undefined;
      if (chapter) setLink({ bookId: chapter.bookId, chapterId, textId: text ? textId : undefined });
    })();
  }, [api, params?.chapter, textId]);
  return (
    <DeepLink.Provider value={link}>
      <GridEditorScreen<Book>
        module={BOOKS}
        courseId={courseId}
        gridName="books"
        resource={bookResource}
        flagged
        initialId={link.bookId}
        Form={BookForm}
        initialSearch={params?.search}
        withNotes
        validate={(b) => bookProblems(b, t)}
        editorWidth={720}
      />
    </DeepLink.Provider>
  );
}
