/**
 * The demo readings: a short story in each course language, in two parts (each a span of the
 * recording, in thousandths of a second), with its English source and two exercises.
 */
export interface DemoReading {
  title: string;
  parts: { title: string; text: string; en: string; start: number; end: number }[];
  exercises: { title: string; part: number | null; html: string; listening?: boolean }[];
}

const q = (question: string) => `<p>${question}</p><p><span data-gap="1">…</span></p>`;

export const DEMO_READINGS: Record<string, DemoReading> = {
  es: {
    title: 'En el mercado',
    parts: [
      {
        title: 'La llegada',
        text: 'Ana va al mercado por la mañana. Compra pan y fruta.',
        en: 'Ana goes to the market in the morning. She buys bread and fruit.',
        start: 0,
        end: 4200,
      },
      {
        title: 'La conversación',
        text: '—¿Cuánto cuestan las manzanas? —Dos euros el kilo.',
        en: '"How much are the apples?" "Two euros a kilo."',
        start: 4200,
        end: 8600,
      },
    ],
    exercises: [
      { title: '¿Qué compra Ana?', part: 0, html: q('¿Qué compra Ana?') },
      { title: '¿Cuánto cuestan las manzanas?', part: 1, html: q('¿Cuánto cuestan las manzanas?'), listening: true },
    ],
  },
  en: {
    title: 'At the station',
    parts: [
      {
        title: 'Arriving',
        text: 'Tom arrives at the station at eight. The train is late.',
        en: 'Tom arrives at the station at eight. The train is late.',
        start: 0,
        end: 3900,
      },
      {
        title: 'The ticket office',
        text: '"A return ticket to York, please." "That is twenty pounds."',
        en: '"A return ticket to York, please." "That is twenty pounds."',
        start: 3900,
        end: 8100,
      },
    ],
    exercises: [
      { title: 'When does Tom arrive?', part: 0, html: q('When does Tom arrive?') },
      { title: 'How much is the ticket?', part: 1, html: q('How much is the ticket?'), listening: true },
    ],
  },
  fr: {
    title: 'À la boulangerie',
    parts: [
      {
        title: "L'arrivée",
        text: 'Marie entre dans la boulangerie. Elle veut une baguette.',
        en: 'Marie goes into the bakery. She wants a baguette.',
        start: 0,
        end: 4000,
      },
      {
        title: 'Le prix',
        text: '« Une baguette, s’il vous plaît. » « Un euro, madame. »',
        en: '"A baguette, please." "One euro, madam."',
        start: 4000,
        end: 7800,
      },
    ],
    exercises: [
      { title: 'Que veut Marie ?', part: 0, html: q('Que veut Marie ?') },
      { title: 'Combien coûte la baguette ?', part: 1, html: q('Combien coûte la baguette ?'), listening: true },
    ],
  },
  de: {
    title: 'Im Café',
    parts: [
      {
        title: 'Am Tisch',
        text: 'Jonas sitzt im Café. Er bestellt einen Kaffee.',
        en: 'Jonas is sitting in the café. He orders a coffee.',
        start: 0,
        end: 3600,
      },
      {
        title: 'Die Rechnung',
        text: '„Die Rechnung, bitte.“ „Das macht drei Euro.“',
        en: '"The bill, please." "That comes to three euros."',
        start: 3600,
        end: 7400,
      },
    ],
    exercises: [
      { title: 'Was bestellt Jonas?', part: 0, html: q('Was bestellt Jonas?') },
      { title: 'Wie viel kostet der Kaffee?', part: 1, html: q('Wie viel kostet der Kaffee?'), listening: true },
    ],
  },
  it: {
    title: 'Al ristorante',
    parts: [
      {
        title: "L'ordine",
        text: 'Luca va al ristorante con Giulia. Ordinano una pizza.',
        en: 'Luca goes to the restaurant with Giulia. They order a pizza.',
        start: 0,
        end: 4100,
      },
      { title: 'Il conto', text: '«Il conto, per favore.» «Sono quindici euro.»', en: '"The bill, please." "That is fifteen euros."', start: 4100, end: 8000 },
    ],
    exercises: [
      { title: 'Che cosa ordinano?', part: 0, html: q('Che cosa ordinano?') },
      { title: 'Quanto costa?', part: 1, html: q('Quanto costa?'), listening: true },
    ],
  },
  ru: {
    title: 'В магазине',
    parts: [
      { title: 'Покупки', text: 'Иван идёт в магазин. Он покупает хлеб и молоко.', en: 'Ivan goes to the shop. He buys bread and milk.', start: 0, end: 4300 },
      { title: 'На кассе', text: '— Сколько стоит молоко? — Сто рублей.', en: '"How much is the milk?" "A hundred roubles."', start: 4300, end: 8200 },
    ],
    exercises: [
      { title: 'Что покупает Иван?', part: 0, html: q('Что покупает Иван?') },
      { title: 'Сколько стоит молоко?', part: 1, html: q('Сколько стоит молоко?'), listening: true },
    ],
  },
  zh: {
    title: '在饭馆',
    parts: [
      { title: '点菜', text: '小王去饭馆吃饭。他要一碗面条。', en: 'Xiao Wang goes to a restaurant to eat. He wants a bowl of noodles.', start: 0, end: 3800 },
      { title: '买单', text: '“多少钱？”“十五块。”', en: '"How much is it?" "Fifteen yuan."', start: 3800, end: 6900 },
    ],
    exercises: [
      { title: '小王要什么？', part: 0, html: q('小王要什么？') },
      { title: '多少钱？', part: 1, html: q('多少钱？'), listening: true },
    ],
  },
};

/** Where each line of a greeting starts and ends in its recording (thousandths of a second). */
const GREETING_SPANS = [0, 2500, 5200, 7900];

/** A second, shorter reading per language: a greeting in a few lines, each [text, English source]. */
const greeting = (title: string, lines: [string, string][], question: string): DemoReading => ({
  title,
  parts: lines.map(([text, en], i) => ({ title: String(i + 1), text, en, start: GREETING_SPANS[i], end: GREETING_SPANS[i + 1] })),
  exercises: [{ title: question, part: null, html: q(question) }],
});

export const DEMO_GREETINGS: Record<string, DemoReading> = {
  // The Spanish greeting is returned in a third line with the same English as the first, translated
  // another way ('Buen día', 'cómo está' of usted, against 'Buenos días, ¿cómo estás?'): the
  // inconsistency Pattern Consistency finds in the demo's ES-EN course.
  es: greeting(
    'Un saludo',
    [
      ['—Buenos días, ¿cómo estás?', '"Good morning, how are you?"'],
      ['—Muy bien, gracias.', '"Very well, thanks."'],
      ['—Buen día, ¿cómo está?', '"Good morning, how are you?"'],
    ],
    '¿Cómo está?',
  ),
  en: greeting(
    'A greeting',
    [
      ['"Good morning, how are you?"', '"Good morning, how are you?"'],
      ['"Very well, thanks."', '"Very well, thanks."'],
    ],
    'How is she?',
  ),
  fr: greeting(
    'Une salutation',
    [
      ['« Bonjour, comment ça va ? »', '"Good morning, how are you?"'],
      ['« Très bien, merci. »', '"Very well, thanks."'],
    ],
    'Comment va-t-elle ?',
  ),
  de: greeting(
    'Eine Begrüßung',
    [
      ['„Guten Morgen, wie geht es dir?“', '"Good morning, how are you?"'],
      ['„Sehr gut, danke.“', '"Very well, thanks."'],
    ],
    'Wie geht es ihr?',
  ),
  it: greeting(
    'Un saluto',
    [
      ['«Buongiorno, come stai?»', '"Good morning, how are you?"'],
      ['«Molto bene, grazie.»', '"Very well, thanks."'],
    ],
    'Come sta?',
  ),
  ru: greeting(
    'Приветствие',
    [
      ['— Доброе утро, как дела?', '"Good morning, how are you?"'],
      ['— Очень хорошо, спасибо.', '"Very well, thanks."'],
    ],
    'Как у неё дела?',
  ),
  zh: greeting(
    '问候',
    [
      ['“早上好，你好吗？”', '"Good morning, how are you?"'],
      ['“很好，谢谢。”', '"Very well, thanks."'],
    ],
    '她好吗？',
  ),
};
