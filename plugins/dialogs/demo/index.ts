import { courseTextDialects, writeTexts, type SeedContext } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { escapeHtml, segmentKey } from '../server/segment-store';
import { dialogSegments, dialogSpeakers, dialogs } from '../server/tables';

type Demo = { title: string; speakers: [string, 'm' | 'f'][]; lines: [number, string][] };

/** Two short dialogs per course language, in the course's own words; speaker 0 is DESCRIPTION. */
const DIALOGS: Record<string, Demo[]> = {
  es: [
    {
      title: 'En la cafetería',
      speakers: [
        ['Ana', 'f'],
        ['Pedro', 'm'],
      ],
      lines: [
        [0, 'Ana y Pedro están en una cafetería.'],
        [1, 'Hola, Pedro. ¿Qué quieres tomar?'],
        [2, 'Un café con leche, por favor.'],
        [1, 'Yo tengo hambre. Quiero un bocadillo.'],
      ],
    },
    {
      title: 'En la estación',
      speakers: [
        ['Luis', 'm'],
        ['Marta', 'f'],
      ],
      lines: [
        [1, '¿A qué hora sale el tren?'],
        [2, 'Sale a las ocho.'],
        [1, 'Gracias.'],
      ],
    },
  ],
  en: [
    {
      title: 'At the café',
      speakers: [
        ['Anna', 'f'],
        ['Peter', 'm'],
      ],
      lines: [
        [0, 'Anna and Peter are at a café.'],
        [1, 'Hi, Peter. What would you like?'],
        [2, 'A white coffee, please.'],
        [1, "I'm hungry. I want a sandwich."],
      ],
    },
    {
      title: 'At the station',
      speakers: [
        ['Louis', 'm'],
        ['Martha', 'f'],
      ],
      lines: [
        [1, 'What time does the train leave?'],
        [2, 'It leaves at eight.'],
        [1, 'Thank you.'],
      ],
    },
  ],
  fr: [
    {
      title: 'Au café',
      speakers: [
        ['Anne', 'f'],
        ['Pierre', 'm'],
      ],
      lines: [
        [0, 'Anne et Pierre sont dans un café.'],
        [1, 'Salut, Pierre. Tu prends quoi ?'],
        [2, 'Un café au lait, s’il te plaît.'],
        [1, 'J’ai faim. Je veux un sandwich.'],
      ],
    },
    {
      title: 'À la gare',
      speakers: [
        ['Louis', 'm'],
        ['Marthe', 'f'],
      ],
      lines: [
        [1, 'À quelle heure part le train ?'],
        [2, 'Il part à huit heures.'],
        [1, 'Merci.'],
      ],
    },
  ],
  de: [
    {
      title: 'Im Café',
      speakers: [
        ['Anna', 'f'],
        ['Peter', 'm'],
      ],
      lines: [
        [0, 'Anna und Peter sind in einem Café.'],
        [1, 'Hallo, Peter. Was möchtest du trinken?'],
        [2, 'Einen Milchkaffee, bitte.'],
        [1, 'Ich habe Hunger. Ich möchte ein Brötchen.'],
      ],
    },
    {
      title: 'Am Bahnhof',
      speakers: [
        ['Lukas', 'm'],
        ['Marta', 'f'],
      ],
      lines: [
        [1, 'Wann fährt der Zug ab?'],
        [2, 'Er fährt um acht Uhr.'],
        [1, 'Danke.'],
      ],
    },
  ],
  it: [
    {
      title: 'Al bar',
      speakers: [
        ['Anna', 'f'],
        ['Pietro', 'm'],
      ],
      lines: [
        [0, 'Anna e Pietro sono al bar.'],
        [1, 'Ciao, Pietro. Cosa prendi?'],
        [2, 'Un caffellatte, per favore.'],
        [1, 'Ho fame. Voglio un panino.'],
      ],
    },
    {
      title: 'In stazione',
      speakers: [
        ['Luigi', 'm'],
        ['Marta', 'f'],
      ],
      lines: [
        [1, 'A che ora parte il treno?'],
        [2, 'Parte alle otto.'],
        [1, 'Grazie.'],
      ],
    },
  ],
  ru: [
    {
      title: 'В кафе',
      speakers: [
        ['Анна', 'f'],
        ['Пётр', 'm'],
      ],
      lines: [
        [0, 'Анна и Пётр в кафе.'],
        [1, 'Привет, Пётр. Что ты будешь пить?'],
        [2, 'Кофе с молоком, пожалуйста.'],
        [1, 'Я хочу есть. Я возьму бутерброд.'],
      ],
    },
    {
      title: 'На вокзале',
      speakers: [
        ['Лука', 'm'],
        ['Марта', 'f'],
      ],
      lines: [
        [1, 'Когда отходит поезд?'],
        [2, 'В восемь часов.'],
        [1, 'Спасибо.'],
      ],
    },
  ],
  zh: [
    {
      title: '在咖啡馆',
      speakers: [
        ['安娜', 'f'],
        ['彼得', 'm'],
      ],
      lines: [
        [0, '安娜和彼得在咖啡馆。'],
        [1, '你好，彼得。你想喝什么？'],
        [2, '一杯拿铁，谢谢。'],
        [1, '我饿了。我想要一个三明治。'],
      ],
    },
    {
      title: '在火车站',
      speakers: [
        ['路易', 'm'],
        ['玛尔塔', 'f'],
      ],
      lines: [
        [1, '火车几点开？'],
        [2, '八点开。'],
        [1, '谢谢。'],
      ],
    },
  ],
};

/**
 * The dialogs are the same in every language: a line's translation into the learners' language (a
 * source dialect) is that line of the source language's dialog. The first course is the one in
 * translation: its lines wait for their English (its Course texts project holds them), so Publish
 * leaves its dialog segments out; every other course's are translated and publish.
 */
export default async function seedDialogs({ db, courses }: SeedContext): Promise<void> {
  for (const [n, course] of courses.entries()) {
    const { targets, sources } = await courseTextDialects(db, course.id);
    for (const [k, demo] of (DIALOGS[course.languageCode] ?? []).entries()) {
      const translations = (n === 0 ? [] : sources).flatMap((d) => {
        const lines = DIALOGS[d.dialectCode.split('-')[0]]?.[k]?.lines;
        return lines ? [{ dialectId: d.dialectId, lines: lines.map(([, text]) => text) }] : [];
      });
      await seedDialog(db, course.id, targets, demo, translations);
    }
  }
}

async function seedDialog(
  db: SeedContext['db'],
  courseId: number,
  targets: { dialectId: number }[],
  demo: Demo,
  translations: { dialectId: number; lines: string[] }[],
) {
  const [d] = await db.insert(dialogs).values({ courseId, title: demo.title, positions: '2.1' }).returning({ id: dialogs.id });
  const speakerIds = [0];
  for (const [name, gender] of demo.speakers) {
    const [s] = await db.insert(dialogSpeakers).values({ dialogId: d.id, name, gender }).returning({ id: dialogSpeakers.id });
    speakerIds.push(s.id);
  }
  for (const [i, [speaker, text]] of demo.lines.entries()) {
    const [seg] = await db
      .insert(dialogSegments)
      .values({ dialogId: d.id, position: i + 1, speakerId: speakerIds[speaker] })
      .returning({ id: dialogSegments.id });
    await writeTexts(
      db,
      { ...segmentKey(seg.id), courseId },
      {
        targets: targets.map((t) => ({ dialectId: t.dialectId, text: `<p>${escapeHtml(text)}</p>`, status: TranslationStatus.DONE })),
        sources: translations.map((s) => ({ dialectId: s.dialectId, text: `<p>${escapeHtml(s.lines[i])}</p>`, status: TranslationStatus.DONE })),
      },
    );
  }
}
