import { courseTextDialects, writeTexts, type SeedContext } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { escapeHtml, segmentKey } from '../server/segment-store';
import { dialogFeedback, dialogSegments, dialogSpeakers, dialogs } from '../server/tables';

type Demo = { title: string; speakers: [string, 'm' | 'f'][]; lines: [number, string][] };

/** One short dialog per course language, in the course's own words; speaker 0 is DESCRIPTION. */
const DIALOGS: Record<string, Demo> = {
  es: { title: 'En la cafetería', speakers: [['Ana', 'f'], ['Pedro', 'm']], lines: [
    [0, 'Ana y Pedro están en una cafetería.'], [1, 'Hola, Pedro. ¿Qué quieres tomar?'], [2, 'Un café con leche, por favor.'], [1, 'Yo tengo hambre. Quiero un bocadillo.'],
  ] },
  en: { title: 'At the café', speakers: [['Anna', 'f'], ['Peter', 'm']], lines: [
    [0, 'Anna and Peter are at a café.'], [1, 'Hi, Peter. What would you like?'], [2, 'A white coffee, please.'], [1, "I'm hungry. I want a sandwich."],
  ] },
  fr: { title: 'Au café', speakers: [['Anne', 'f'], ['Pierre', 'm']], lines: [
    [0, 'Anne et Pierre sont dans un café.'], [1, 'Salut, Pierre. Tu prends quoi ?'], [2, 'Un café au lait, s’il te plaît.'], [1, 'J’ai faim. Je veux un sandwich.'],
  ] },
  de: { title: 'Im Café', speakers: [['Anna', 'f'], ['Peter', 'm']], lines: [
    [0, 'Anna und Peter sind in einem Café.'], [1, 'Hallo, Peter. Was möchtest du trinken?'], [2, 'Einen Milchkaffee, bitte.'], [1, 'Ich habe Hunger. Ich möchte ein Brötchen.'],
  ] },
  it: { title: 'Al bar', speakers: [['Anna', 'f'], ['Pietro', 'm']], lines: [
    [0, 'Anna e Pietro sono al bar.'], [1, 'Ciao, Pietro. Cosa prendi?'], [2, 'Un caffellatte, per favore.'], [1, 'Ho fame. Voglio un panino.'],
  ] },
  ru: { title: 'В кафе', speakers: [['Анна', 'f'], ['Пётр', 'm']], lines: [
    [0, 'Анна и Пётр в кафе.'], [1, 'Привет, Пётр. Что ты будешь пить?'], [2, 'Кофе с молоком, пожалуйста.'], [1, 'Я хочу есть. Я возьму бутерброд.'],
  ] },
  zh: { title: '在咖啡馆', speakers: [['安娜', 'f'], ['彼得', 'm']], lines: [
    [0, '安娜和彼得在咖啡馆。'], [1, '你好，彼得。你想喝什么？'], [2, '一杯拿铁，谢谢。'], [1, '我饿了。我想要一个三明治。'],
  ] },
};

export default async function seedDialogs({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const demo = DIALOGS[course.languageCode];
    if (!demo) continue;
    const { targets } = await courseTextDialects(db, course.id);
    const [d] = await db.insert(dialogs).values({ courseId: course.id, title: demo.title, positions: '2.1', feedbackTracking: true }).returning({ id: dialogs.id });
    const speakerIds = [0];
    for (const [name, gender] of demo.speakers) {
      const [s] = await db.insert(dialogSpeakers).values({ dialogId: d.id, name, gender }).returning({ id: dialogSpeakers.id });
      speakerIds.push(s.id);
    }
    for (const [i, [speaker, text]] of demo.lines.entries()) {
      const [seg] = await db.insert(dialogSegments).values({ dialogId: d.id, position: i + 1, speakerId: speakerIds[speaker] }).returning({ id: dialogSegments.id });
      await writeTexts(db, { ...segmentKey(seg.id), courseId: course.id }, {
        targets: targets.map((t) => ({ dialectId: t.dialectId, text: `<p>${escapeHtml(text)}</p>`, status: TranslationStatus.DONE })),
      });
    }
    if (targets.length) await db.insert(dialogFeedback).values(targets.map((t, j) => ({ dialogId: d.id, dialectId: t.dialectId, version: 1, n: 12 + 5 * j, median: 88 - 10 * j })));
  }
}
