import { useEffect, useState } from 'react';
import { GridEditorScreen, navigationId, useHttp, type ModuleScreenProps } from '../../../sdk/client';
import { BOOKS } from '../plugin';
import { BookForm } from './BookForm';
import { bookProblems, DeepLink, type Book } from './book';

/**
 * Books (spec 4 §2.4): the grid and the book's Edit and Chapters tabs. Navigation params
 * { book }, { chapter } or { text } open that book, chapter or chapter text.
 */
export default function BookScreen({ courseId, params }: ModuleScreenProps) {
  const http = useHttp();
  const textId = navigationId(params, 'text');
  const [link, setLink] = useState<{ bookId?: number; chapterId?: number; textId?: number }>({ bookId: navigationId(params, 'book') });
  useEffect(() => {
    const chapterParam = navigationId(params, 'chapter');
    void (async () => {
      const text = textId ? await http.get<{ chapterId: number }>(`books/chapters/texts/${textId}`) : undefined;
      const chapterId = text?.chapterId ?? chapterParam;
      const chapter = chapterId ? await http.get<{ bookId: number }>(`books/chapters/${chapterId}`) : undefined;
      if (chapter) setLink({ bookId: chapter.bookId, chapterId, textId: text ? textId : undefined });
    })();
  }, [http, params?.chapter, textId]);
  return (
    <DeepLink.Provider value={link}>
      <GridEditorScreen<Book>
        module={BOOKS} courseId={courseId} gridName="books" flagPath="books" initialId={link.bookId}
        paths={{ list: `courses/${courseId}/books`, create: `courses/${courseId}/books`, item: 'books' }}
        Form={BookForm} initialSearch={params?.search} withNotes validate={bookProblems} editorWidth={720}
      />
    </DeepLink.Provider>
  );
}
