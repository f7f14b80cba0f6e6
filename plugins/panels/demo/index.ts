import { asc, eq } from 'drizzle-orm';
import { MODULE, TranslationStatus } from '../../../sdk/shared';
import { contributionsTo, courseDialectList, lessons, resourceRows, writeTranslation, writeTexts, type Db, type SeedContext } from '../../../sdk/server';
import { klineLists } from '../../klines/public';
import { PANEL_INTROS } from '../plugin';
import { titleKey } from '../server/panel-store';
import { panelBlocks, panelElements, panelIntros, panels } from '../server/tables';
import type { ElementData } from '../shared/types';

/** One demo panel: the word it teaches, a few words with their meaning, sentences and a paragraph, in the course's language. */
interface DemoPanel {
  title: string;
  word: string;
  wordClass: string;
  vocs: [string, string][];
  sentences: string[];
  grid: string[];
  paragraph: string;
}

const PANELS_DEMO: Record<string, DemoPanel[]> = {
  es: [
    {
      title: 'Ser: el presente',
      word: 'ser',
      wordClass: 'verb',
      vocs: [
        ['soy', 'I am'],
        ['eres', 'you are'],
        ['es', 'he/she is'],
      ],
      sentences: ['Yo soy de México.', 'Ella es profesora.'],
      grid: ['soy', 'eres', 'es', 'somos', 'son'],
      paragraph: '<p>Use <target>ser</target> for origin and profession.</p>',
    },
    {
      title: 'La casa',
      word: 'casa',
      wordClass: 'noun',
      vocs: [
        ['la casa', 'the house'],
        ['la cocina', 'the kitchen'],
        ['el baño', 'the bathroom'],
      ],
      sentences: ['Mi casa es grande.', 'La cocina está a la derecha.'],
      grid: ['casa', 'cocina', 'baño'],
      paragraph: '<p>Rooms of the <target>casa</target>.</p>',
    },
  ],
  en: [
    {
      title: 'To be: present simple',
      word: 'be',
      wordClass: 'verb',
      vocs: [
        ['I am', 'yo soy'],
        ['you are', 'tú eres'],
        ['she is', 'ella es'],
      ],
      sentences: ['I am from Spain.', 'She is a teacher.'],
      grid: ['am', 'are', 'is'],
      paragraph: '<p>El verbo <target>to be</target> en presente.</p>',
    },
    {
      title: 'At home',
      word: 'house',
      wordClass: 'noun',
      vocs: [
        ['the house', 'la casa'],
        ['the kitchen', 'la cocina'],
      ],
      sentences: ['My house is small.', 'The kitchen is on the left.'],
      grid: ['house', 'kitchen', 'bathroom'],
      paragraph: '<p>Las habitaciones de la <target>house</target>.</p>',
    },
  ],
  fr: [
    {
      title: 'Être : le présent',
      word: 'être',
      wordClass: 'verb',
      vocs: [
        ['je suis', 'I am'],
        ['tu es', 'you are'],
        ['il est', 'he is'],
      ],
      sentences: ['Je suis de Lyon.', 'Elle est médecin.'],
      grid: ['suis', 'es', 'est', 'sommes'],
      paragraph: '<p>The verb <target>être</target> in the present.</p>',
    },
    {
      title: 'La maison',
      word: 'maison',
      wordClass: 'noun',
      vocs: [
        ['la maison', 'the house'],
        ['la cuisine', 'the kitchen'],
      ],
      sentences: ['Ma maison est grande.', 'La cuisine est à gauche.'],
      grid: ['maison', 'cuisine', 'chambre'],
      paragraph: '<p>Rooms of the <target>maison</target>.</p>',
    },
  ],
  de: [
    {
      title: 'Sein: Präsens',
      word: 'sein',
      wordClass: 'verb',
      vocs: [
        ['ich bin', 'I am'],
        ['du bist', 'you are'],
        ['er ist', 'he is'],
      ],
      sentences: ['Ich bin aus Berlin.', 'Sie ist Lehrerin.'],
      grid: ['bin', 'bist', 'ist', 'sind'],
      paragraph: '<p>The verb <target>sein</target> in the present.</p>',
    },
    {
      title: 'Das Haus',
      word: 'Haus',
      wordClass: 'noun',
      vocs: [
        ['das Haus', 'the house'],
        ['die Küche', 'the kitchen'],
      ],
      sentences: ['Mein Haus ist groß.', 'Die Küche ist links.'],
      grid: ['Haus', 'Küche', 'Bad'],
      paragraph: '<p>Rooms of the <target>Haus</target>.</p>',
    },
  ],
  it: [
    {
      title: 'Essere: il presente',
      word: 'essere',
      wordClass: 'verb',
      vocs: [
        ['sono', 'I am'],
        ['sei', 'you are'],
        ['è', 'he/she is'],
      ],
      sentences: ['Sono di Roma.', 'Lei è insegnante.'],
      grid: ['sono', 'sei', 'è', 'siamo'],
      paragraph: '<p>The verb <target>essere</target> in the present.</p>',
    },
    {
      title: 'La casa',
      word: 'casa',
      wordClass: 'noun',
      vocs: [
        ['la casa', 'the house'],
        ['la cucina', 'the kitchen'],
      ],
      sentences: ['La mia casa è grande.', 'La cucina è a sinistra.'],
      grid: ['casa', 'cucina', 'bagno'],
      paragraph: '<p>Rooms of the <target>casa</target>.</p>',
    },
  ],
  ru: [
    {
      title: 'Читать: настоящее время',
      word: 'читать',
      wordClass: 'verb',
      vocs: [
        ['я читаю', 'I read'],
        ['ты читаешь', 'you read'],
      ],
      sentences: ['Я читаю книгу.', 'Она читает газету.'],
      grid: ['читаю', 'читаешь', 'читает'],
      paragraph: '<p>The verb <target>читать</target> in the present.</p>',
    },
    {
      title: 'Дом',
      word: 'дом',
      wordClass: 'noun',
      vocs: [
        ['дом', 'house'],
        ['кухня', 'kitchen'],
      ],
      sentences: ['Мой дом большой.', 'Кухня слева.'],
      grid: ['дом', 'кухня', 'комната'],
      paragraph: '<p>Rooms of the <target>дом</target>.</p>',
    },
  ],
  zh: [
    {
      title: '是',
      word: '是',
      wordClass: 'verb',
      vocs: [
        ['我是', 'I am'],
        ['你是', 'you are'],
      ],
      sentences: ['我是学生。', '她是老师。'],
      grid: ['是', '不是'],
      paragraph: '<p>The verb <target>是</target>.</p>',
    },
    {
      title: '家',
      word: '家',
      wordClass: 'noun',
      vocs: [
        ['家', 'home'],
        ['厨房', 'kitchen'],
      ],
      sentences: ['我的家很大。', '厨房在左边。'],
      grid: ['家', '厨房', '房间'],
      paragraph: '<p>Rooms of the <target>家</target>.</p>',
    },
  ],
};

/** Blocks of a demo panel, using most element kinds. */
function blocksOf(p: DemoPanel, sourceDialectId: number | undefined): { name: string; note: boolean; elements: { kind: string; data: ElementData }[] }[] {
  return [
    {
      name: 'Words',
      note: false,
      elements: [
        { kind: 'vocs', data: { vocs: p.vocs.map(([target, source]) => ({ target, source })) } },
        { kind: 'grid_words', data: { gridWords: p.grid } },
      ],
    },
    {
      name: 'In use',
      note: false,
      elements: [
        { kind: 'sentences', data: { sentences: p.sentences.map((text) => ({ text })) } },
        { kind: 'quote_sentence', data: { quoteSentence: p.sentences[0] } },
      ],
    },
    {
      name: 'Note',
      note: true,
      elements: [
        { kind: 'paragraph', data: { sources: sourceDialectId ? [{ dialectId: sourceDialectId, text: p.paragraph }] : [] } },
        { kind: 'panel_img', data: { src: `panels/${encodeURIComponent(p.word)}.png` } },
      ],
    },
  ];
}

export default async function seedPanels({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const sources = await courseDialectList(db, course.id, 'source');
    const targets = await courseDialectList(db, course.id, 'target');
    const courseLessons = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, course.id)).orderBy(asc(lessons.position));
    const kLines = (await Promise.all(contributionsTo(klineLists).map((k) => k.list(db, course.id)))).flat();
    // Two intros per course: one to open the lessons, one for the panels that review.
    const words = (PANELS_DEMO[course.languageCode] ?? []).map((p) => p.word);
    for (const [title, text] of [
      ['Introduction', `Before this panel: <target>${words[0] ?? ''}</target> and the words around it.`],
      ['Review', `Look back at <target>${words.join(', ')}</target> before you go on.`],
    ]) {
      const [intro] = await db.insert(panelIntros).values({ courseId: course.id, title }).returning({ id: panelIntros.id });
      await writeTranslation(
        db,
        { ref: PANEL_INTROS, refId: intro.id, field: 'source', courseId: course.id },
        sources.map((d) => ({ dialectId: d.dialectId, text, status: TranslationStatus.DONE })),
      );
    }
    for (const [i, p] of (PANELS_DEMO[course.languageCode] ?? []).entries()) {
      const [row] = await db
        .insert(panels)
        .values({
          courseId: course.id,
          title: p.title,
          lessonId: courseLessons[i]?.id ?? null,
          kLineIds: kLines[i] ? [kLines[i].id] : [],
          level: i + 1,
          wordClass: p.wordClass,
          inflectWord: p.word,
          structureDialectId: sources[0]?.dialectId ?? null,
        })
        .returning({ id: panels.id });
      await writeTexts(db, { ...titleKey(row.id), courseId: course.id }, { targets: targets.map((d) => ({ dialectId: d.dialectId, text: p.title })) });
      for (const [bi, b] of blocksOf(p, sources[0]?.dialectId).entries()) {
        const [block] = await db
          .insert(panelBlocks)
          .values({ panelId: row.id, position: bi + 1, name: b.name, note: b.note })
          .returning({ id: panelBlocks.id });
        await db.insert(panelElements).values(b.elements.map((e, ei) => ({ blockId: block.id, position: ei + 1, kind: e.kind, data: e.data })));
      }
    }
  }
}

/** Words of a lesson's own panel. */
const WORDS_PER_PANEL = 3;

/**
 * A panel of its own in every lesson of every demo course, made of the course's vocabulary (found
 * through its resource once the vocabulary demo is in): nouns in id order, three to a panel, with
 * their meaning in the first source dialect, so that each lesson's range holds other panels.
 */
export async function afterDemos({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) await lessonPanels(db, course.id);
}

async function lessonPanels(db: Db, courseId: number): Promise<void> {
  const [source] = await courseDialectList(db, courseId, 'source');
  const targets = await courseDialectList(db, courseId, 'target');
  const courseLessons = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
  const nouns = (await resourceRows(db, MODULE.vocsCourse, courseId))
    .filter((r) => r.wordClass === 'noun' && typeof r.word === 'string' && r.word.trim())
    .sort((a, b) => a.id - b.id);
  const meaning = new Map(
    source ? (await resourceRows(db, MODULE.vocsCourse, courseId, { dialect: source.dialectId })).map((r) => [r.id, String(r.word ?? '')]) : [],
  );
  for (const [i, lesson] of courseLessons.entries()) {
    const words = nouns.slice(i * WORDS_PER_PANEL, (i + 1) * WORDS_PER_PANEL);
    if (words.length < WORDS_PER_PANEL) return;
    const title = words.map((w) => String(w.word)).join(', ');
    const [row] = await db
      .insert(panels)
      .values({ courseId, title, lessonId: lesson.id, wordClass: 'noun', inflectWord: String(words[0].word), structureDialectId: source?.dialectId ?? null })
      .returning({ id: panels.id });
    await writeTexts(db, { ...titleKey(row.id), courseId }, { targets: targets.map((d) => ({ dialectId: d.dialectId, text: title })) });
    const [block] = await db.insert(panelBlocks).values({ panelId: row.id, position: 1, name: 'Words', note: false }).returning({ id: panelBlocks.id });
    await db.insert(panelElements).values([
      { blockId: block.id, position: 1, kind: 'vocs', data: { vocs: words.map((w) => ({ target: String(w.word), source: meaning.get(w.id) ?? '' })) } },
      { blockId: block.id, position: 2, kind: 'grid_words', data: { gridWords: words.map((w) => String(w.word)) } },
    ]);
  }
}
