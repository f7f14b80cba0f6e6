import { courseDialectList, insertTranslations, resourceRows, type SeedContext } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { SEGMENTS } from '../plugin';
import { segments } from '../server/tables';

/** Three segments per panel (the course's first two) in each course language, with their English source. */
const PANELS: Record<string, [string, string][][]> = {
  es: [
    [
      ['Buenos días.', 'Good morning.'],
      ['¿Cómo estás?', 'How are you?'],
      ['Muy bien, gracias.', 'Very well, thanks.'],
    ],
    [
      ['Tengo hambre.', "I'm hungry."],
      ['¿Dónde está el mercado?', 'Where is the market?'],
      ['La cuenta, por favor.', 'The bill, please.'],
    ],
  ],
  en: [
    [
      ['Good morning.', 'Buenos días.'],
      ['How are you?', '¿Cómo estás?'],
      ['Very well, thanks.', 'Muy bien, gracias.'],
    ],
    [
      ["I'm hungry.", 'Tengo hambre.'],
      ['Where is the station?', '¿Dónde está la estación?'],
      ['The bill, please.', 'La cuenta, por favor.'],
    ],
  ],
  fr: [
    [
      ['Bonjour.', 'Good morning.'],
      ['Comment ça va ?', 'How are you?'],
      ['Très bien, merci.', 'Very well, thanks.'],
    ],
    [
      ["J'ai faim.", "I'm hungry."],
      ['Où est la gare ?', 'Where is the station?'],
      ["L'addition, s'il vous plaît.", 'The bill, please.'],
    ],
  ],
  de: [
    [
      ['Guten Morgen.', 'Good morning.'],
      ['Wie geht es dir?', 'How are you?'],
      ['Sehr gut, danke.', 'Very well, thanks.'],
    ],
    [
      ['Ich habe Hunger.', "I'm hungry."],
      ['Wo ist der Bahnhof?', 'Where is the station?'],
      ['Die Rechnung, bitte.', 'The bill, please.'],
    ],
  ],
  it: [
    [
      ['Buongiorno.', 'Good morning.'],
      ['Come stai?', 'How are you?'],
      ['Molto bene, grazie.', 'Very well, thanks.'],
    ],
    [
      ['Ho fame.', "I'm hungry."],
      ["Dov'è la stazione?", 'Where is the station?'],
      ['Il conto, per favore.', 'The bill, please.'],
    ],
  ],
  ru: [
    [
      ['Доброе утро.', 'Good morning.'],
      ['Как дела?', 'How are you?'],
      ['Очень хорошо, спасибо.', 'Very well, thanks.'],
    ],
    [
      ['Я голоден.', "I'm hungry."],
      ['Где вокзал?', 'Where is the station?'],
      ['Счёт, пожалуйста.', 'The bill, please.'],
    ],
  ],
  zh: [
    [
      ['早上好。', 'Good morning.'],
      ['你好吗？', 'How are you?'],
      ['很好，谢谢。', 'Very well, thanks.'],
    ],
    [
      ['我饿了。', "I'm hungry."],
      ['车站在哪儿？', 'Where is the station?'],
      ['买单。', 'The bill, please.'],
    ],
  ],
};

export default async function seedSegments({ db, courses }: SeedContext): Promise<void> {
  for (const course of courses) {
    const panels = PANELS[course.languageCode];
    if (!panels) continue;
    // The course's own first two panels (the panels demo is in), found through their resource.
    const panelIds = (await resourceRows(db, MODULE.panels, course.id)).map((r) => r.id).sort((a, b) => a - b);
    const [targets, sources] = await Promise.all([courseDialectList(db, course.id, 'target'), courseDialectList(db, course.id, 'source')]);
    const flat = panels.flatMap((p, i) =>
      p.map(([target, source], j) => ({ panelId: panelIds[i] ?? null, target, source, level: 11 + i, listening: j === 1 })),
    );
    const ids = await db
      .insert(segments)
      .values(
        flat.map((s) => ({
          courseId: course.id,
          panelId: s.panelId,
          level: s.level,
          listening: s.listening,
          readBy: s.listening ? 'f' : 'm',
        })),
      )
      .returning({ id: segments.id });
    await insertTranslations(
      db,
      flat.map((s, i) => ({
        courseId: course.id,
        ref: SEGMENTS,
        refId: ids[i].id,
        field: 'text',
        texts: [
          ...targets.map((d) => ({ dialectId: d.dialectId, text: `<p>${s.target}</p>` })),
          ...sources.map((d) => ({ dialectId: d.dialectId, text: s.source })),
        ],
      })),
    );
  }
}
