/**
 * Template data for generated sentences: subjects, verbs (conjugated per person), objects, places
 * and times in the seven course languages, with the wording the demo dialects use where it differs
 * (es-MX, en-GB, fr-CA; zh-TW is converted from the simplified text, see ZH_TW_*). Plus short fixed
 * phrases and gendered 'state' sentences. sentence-generator.ts assembles them with each
 * language's word order, so a course's target text and its source texts say the same thing.
 *
 * Conjugations are given as 'I|you|he-she|we|they' (1s, 2s, 3s, 1p, 3p).
 */

export type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'ru' | 'zh';
export const LANGS: Lang[] = ['en', 'es', 'fr', 'de', 'it', 'ru', 'zh'];

/** A text in every language, and per dialect where that dialect says it otherwise. */
export type Text7 = Record<Lang, string> & { d?: Record<string, string> };

export type Person = 0 | 1 | 2 | 3 | 4; // 1s, 2s, 3s, 1p, 3p

export interface Subject extends Text7 {
  person: Person;
  /** A pronoun Spanish and Italian usually leave out (yo, tú, nosotros; io, tu, noi). */
  drop?: boolean;
}

export const SUBJECTS: Subject[] = [
  { person: 0, drop: true, en: 'I', es: 'yo', fr: 'je', de: 'ich', it: 'io', ru: 'я', zh: '我' },
  { person: 1, drop: true, en: 'you', es: 'tú', fr: 'tu', de: 'du', it: 'tu', ru: 'ты', zh: '你' },
  { person: 2, en: 'he', es: 'él', fr: 'il', de: 'er', it: 'lui', ru: 'он', zh: '他' },
  { person: 2, en: 'she', es: 'ella', fr: 'elle', de: 'sie', it: 'lei', ru: 'она', zh: '她' },
  { person: 3, drop: true, en: 'we', es: 'nosotros', fr: 'nous', de: 'wir', it: 'noi', ru: 'мы', zh: '我们' },
  { person: 4, en: 'they', es: 'ellos', fr: 'ils', de: 'sie', it: 'loro', ru: 'они', zh: '他们' },
  { person: 2, en: 'Anna', es: 'Ana', fr: 'Anna', de: 'Anna', it: 'Anna', ru: 'Анна', zh: '安娜' },
  { person: 2, en: 'Tom', es: 'Tom', fr: 'Tom', de: 'Tom', it: 'Tom', ru: 'Том', zh: '汤姆' },
  { person: 2, en: 'my brother', es: 'mi hermano', fr: 'mon frère', de: 'mein Bruder', it: 'mio fratello', ru: 'мой брат', zh: '我哥哥' },
  { person: 2, en: 'my sister', es: 'mi hermana', fr: 'ma sœur', de: 'meine Schwester', it: 'mia sorella', ru: 'моя сестра', zh: '我姐姐' },
  { person: 4, en: 'my parents', es: 'mis padres', fr: 'mes parents', de: 'meine Eltern', it: 'i miei genitori', ru: 'мои родители', zh: '我父母' },
  { person: 4, en: 'the children', es: 'los niños', fr: 'les enfants', de: 'die Kinder', it: 'i bambini', ru: 'дети', zh: '孩子们' },
  { person: 4, en: 'my friends', es: 'mis amigos', fr: 'mes amis', de: 'meine Freunde', it: 'i miei amici', ru: 'мои друзья', zh: '我的朋友们' },
  { person: 2, en: 'my mother', es: 'mi madre', fr: 'ma mère', de: 'meine Mutter', it: 'mia madre', ru: 'моя мама', zh: '我妈妈' },
  { person: 2, en: 'my father', es: 'mi padre', fr: 'mon père', de: 'mein Vater', it: 'mio padre', ru: 'мой папа', zh: '我爸爸' },
  { person: 2, en: 'our teacher', es: 'nuestro profesor', fr: 'notre professeur', de: 'unser Lehrer', it: 'il nostro insegnante', ru: 'наш учитель', zh: '我们的老师' },
  { person: 2, en: 'Laura', es: 'Laura', fr: 'Laura', de: 'Laura', it: 'Laura', ru: 'Лаура', zh: '劳拉' },
  { person: 2, en: 'David', es: 'David', fr: 'David', de: 'David', it: 'Davide', ru: 'Давид', zh: '大卫' },
  { person: 2, en: 'Sofia', es: 'Sofía', fr: 'Sofia', de: 'Sofia', it: 'Sofia', ru: 'София', zh: '索菲亚' },
  { person: 4, en: 'the students', es: 'los estudiantes', fr: 'les étudiants', de: 'die Studenten', it: 'gli studenti', ru: 'студенты', zh: '学生们' },
  { person: 4, en: 'my colleagues', es: 'mis colegas', fr: 'mes collègues', de: 'meine Kollegen', it: 'i miei colleghi', ru: 'мои коллеги', zh: '我的同事们' },
];

export type PlaceId = 'home' | 'park' | 'kitchen' | 'office' | 'garden' | 'school' | 'library' | 'cafe' | 'train' | 'beach' | 'centre' | 'market' | 'station';

/** Where: in Chinese before the verb (在公园). */
export const PLACES: Record<PlaceId, Text7> = {
  home: { en: 'at home', es: 'en casa', fr: 'à la maison', de: 'zu Hause', it: 'a casa', ru: 'дома', zh: '在家' },
  park: { en: 'in the park', es: 'en el parque', fr: 'dans le parc', de: 'im Park', it: 'al parco', ru: 'в парке', zh: '在公园' },
  kitchen: { en: 'in the kitchen', es: 'en la cocina', fr: 'dans la cuisine', de: 'in der Küche', it: 'in cucina', ru: 'на кухне', zh: '在厨房' },
  office: { en: 'at the office', es: 'en la oficina', fr: 'au bureau', de: 'im Büro', it: 'in ufficio', ru: 'в офисе', zh: '在办公室' },
  garden: { en: 'in the garden', es: 'en el jardín', fr: 'dans le jardin', de: 'im Garten', it: 'in giardino', ru: 'в саду', zh: '在花园' },
  school: { en: 'at school', es: 'en la escuela', fr: "à l'école", de: 'in der Schule', it: 'a scuola', ru: 'в школе', zh: '在学校' },
  library: { en: 'at the library', es: 'en la biblioteca', fr: 'à la bibliothèque', de: 'in der Bibliothek', it: 'in biblioteca', ru: 'в библиотеке', zh: '在图书馆' },
  cafe: { en: 'at the café', es: 'en la cafetería', fr: 'au café', de: 'im Café', it: 'al bar', ru: 'в кафе', zh: '在咖啡馆' },
  train: { en: 'on the train', es: 'en el tren', fr: 'dans le train', de: 'im Zug', it: 'in treno', ru: 'в поезде', zh: '在火车上' },
  beach: { en: 'at the beach', d: { 'en-GB': 'on the beach' }, es: 'en la playa', fr: 'à la plage', de: 'am Strand', it: 'in spiaggia', ru: 'на пляже', zh: '在海边' },
  centre: { en: 'downtown', d: { 'en-GB': 'in the city centre' }, es: 'en el centro', fr: 'au centre-ville', de: 'in der Innenstadt', it: 'in centro', ru: 'в центре города', zh: '在市中心' },
  market: { en: 'at the market', es: 'en el mercado', fr: 'au marché', de: 'auf dem Markt', it: 'al mercato', ru: 'на рынке', zh: '在市场' },
  station: { en: 'at the station', es: 'en la estación', fr: 'à la gare', de: 'am Bahnhof', it: 'alla stazione', ru: 'на вокзале', zh: '在火车站' },
};

/** When: fronted in Spanish, Italian and Russian, after the verb in German, before the place in Chinese, last in English and French. */
export const TIMES: Text7[] = [
  { en: 'today', es: 'hoy', fr: "aujourd'hui", de: 'heute', it: 'oggi', ru: 'сегодня', zh: '今天' },
  { en: 'every day', es: 'todos los días', fr: 'tous les jours', de: 'jeden Tag', it: 'ogni giorno', ru: 'каждый день', zh: '每天' },
  { en: 'every morning', es: 'todas las mañanas', fr: 'tous les matins', de: 'jeden Morgen', it: 'ogni mattina', ru: 'каждое утро', zh: '每天早上' },
  { en: 'in the morning', es: 'por la mañana', fr: 'le matin', de: 'morgens', it: 'la mattina', ru: 'утром', zh: '早上' },
  { en: 'in the afternoon', es: 'por la tarde', fr: "l'après-midi", de: 'am Nachmittag', it: 'il pomeriggio', ru: 'днём', zh: '下午' },
  { en: 'in the evening', es: 'por la noche', fr: 'le soir', de: 'am Abend', it: 'la sera', ru: 'вечером', zh: '晚上' },
  { en: 'on Sundays', es: 'los domingos', fr: 'le dimanche', de: 'sonntags', it: 'la domenica', ru: 'по воскресеньям', zh: '每个星期天' },
  { en: 'on Mondays', es: 'los lunes', fr: 'le lundi', de: 'montags', it: 'il lunedì', ru: 'по понедельникам', zh: '每个星期一' },
  { en: 'on the weekend', d: { 'en-GB': 'at the weekend', 'fr-CA': 'la fin de semaine' }, es: 'el fin de semana', fr: 'le week-end', de: 'am Wochenende', it: 'nel fine settimana', ru: 'в выходные', zh: '周末' },
  { en: 'after work', es: 'después del trabajo', fr: 'après le travail', de: 'nach der Arbeit', it: 'dopo il lavoro', ru: 'после работы', zh: '下班以后' },
  { en: "at eight o'clock", es: 'a las ocho', fr: 'à huit heures', de: 'um acht Uhr', it: 'alle otto', ru: 'в восемь часов', zh: '八点' },
];

export interface SentenceObject extends Text7 {
  /** The Chinese verb this object takes, when not the verb's own (踢足球, 打网球, 下棋). */
  zhVerb?: string;
}

export interface Verb {
  en: string; es: string; fr: string; de: string; it: string; ru: string;
  zh: string;
  /** The Chinese for the verb on its own, when it needs an object otherwise (看书, 唱歌). */
  zhAlone?: string;
  /** It may stand without an object ('I sleep', 'The children play'). */
  alone?: boolean;
  objects: SentenceObject[];
  places: PlaceId[];
}

const LETTER: SentenceObject = { en: 'a letter', es: 'una carta', fr: 'une lettre', de: 'einen Brief', it: 'una lettera', ru: 'письмо', zh: '一封信' };
const BREAD: SentenceObject = { en: 'bread', es: 'pan', fr: 'du pain', de: 'Brot', it: 'il pane', ru: 'хлеб', zh: '面包' };
const TICKET: SentenceObject = { en: 'a ticket', d: { 'es-MX': 'un boleto' }, es: 'un billete', fr: 'un billet', de: 'eine Fahrkarte', it: 'un biglietto', ru: 'билет', zh: '一张票' };

export const VERBS: Verb[] = [
  {
    en: 'eat|eat|eats|eat|eat', es: 'como|comes|come|comemos|comen', fr: 'mange|manges|mange|mangeons|mangent',
    de: 'esse|isst|isst|essen|essen', it: 'mangio|mangi|mangia|mangiamo|mangiano', ru: 'ем|ешь|ест|едим|едят', zh: '吃', zhAlone: '吃饭', alone: true,
    objects: [
      { en: 'an apple', es: 'una manzana', fr: 'une pomme', de: 'einen Apfel', it: 'una mela', ru: 'яблоко', zh: '一个苹果' },
      BREAD,
      { en: 'fish', es: 'pescado', fr: 'du poisson', de: 'Fisch', it: 'il pesce', ru: 'рыбу', zh: '鱼' },
      { en: 'a sandwich', d: { 'es-MX': 'un sándwich' }, es: 'un bocadillo', fr: 'un sandwich', de: 'ein Sandwich', it: 'un panino', ru: 'бутерброд', zh: '一个三明治' },
      { en: 'rice', es: 'arroz', fr: 'du riz', de: 'Reis', it: 'il riso', ru: 'рис', zh: '米饭' },
      { en: 'vegetables', es: 'verduras', fr: 'des légumes', de: 'Gemüse', it: 'la verdura', ru: 'овощи', zh: '蔬菜' },
    ],
    places: ['home', 'park', 'kitchen', 'office', 'cafe', 'train', 'beach'],
  },
  {
    en: 'drink|drink|drinks|drink|drink', es: 'bebo|bebes|bebe|bebemos|beben', fr: 'bois|bois|boit|buvons|boivent',
    de: 'trinke|trinkst|trinkt|trinken|trinken', it: 'bevo|bevi|beve|beviamo|bevono', ru: 'пью|пьёшь|пьёт|пьём|пьют', zh: '喝',
    objects: [
      { en: 'coffee', es: 'café', fr: 'du café', de: 'Kaffee', it: 'un caffè', ru: 'кофе', zh: '咖啡' },
      { en: 'tea', es: 'té', fr: 'du thé', de: 'Tee', it: 'un tè', ru: 'чай', zh: '茶' },
      { en: 'water', es: 'agua', fr: "de l'eau", de: 'Wasser', it: "dell'acqua", ru: 'воду', zh: '水' },
      { en: 'orange juice', d: { 'es-MX': 'jugo de naranja' }, es: 'zumo de naranja', fr: "du jus d'orange", de: 'Orangensaft', it: "un succo d'arancia", ru: 'апельсиновый сок', zh: '橙汁' },
      { en: 'milk', es: 'leche', fr: 'du lait', de: 'Milch', it: 'del latte', ru: 'молоко', zh: '牛奶' },
    ],
    places: ['home', 'office', 'cafe', 'train', 'beach', 'park', 'kitchen'],
  },
  {
    en: 'read|read|reads|read|read', es: 'leo|lees|lee|leemos|leen', fr: 'lis|lis|lit|lisons|lisent',
    de: 'lese|liest|liest|lesen|lesen', it: 'leggo|leggi|legge|leggiamo|leggono', ru: 'читаю|читаешь|читает|читаем|читают', zh: '看', zhAlone: '看书', alone: true,
    objects: [
      { en: 'a book', es: 'un libro', fr: 'un livre', de: 'ein Buch', it: 'un libro', ru: 'книгу', zh: '书' },
      { en: 'the newspaper', es: 'el periódico', fr: 'le journal', de: 'die Zeitung', it: 'il giornale', ru: 'газету', zh: '报纸' },
      LETTER,
      { en: 'a magazine', es: 'una revista', fr: 'un magazine', de: 'eine Zeitschrift', it: 'una rivista', ru: 'журнал', zh: '杂志' },
    ],
    places: ['home', 'park', 'library', 'train', 'cafe', 'garden', 'beach'],
  },
  {
    en: 'write|write|writes|write|write', es: 'escribo|escribes|escribe|escribimos|escriben', fr: 'écris|écris|écrit|écrivons|écrivent',
    de: 'schreibe|schreibst|schreibt|schreiben|schreiben', it: 'scrivo|scrivi|scrive|scriviamo|scrivono', ru: 'пишу|пишешь|пишет|пишем|пишут', zh: '写',
    objects: [
      LETTER,
      { en: 'an email', d: { 'fr-CA': 'un courriel' }, es: 'un correo electrónico', fr: 'un e-mail', de: 'eine E-Mail', it: "un'email", ru: 'электронное письмо', zh: '一封电子邮件' },
      { en: 'a postcard', es: 'una postal', fr: 'une carte postale', de: 'eine Postkarte', it: 'una cartolina', ru: 'открытку', zh: '一张明信片' },
      { en: 'a report', es: 'un informe', fr: 'un rapport', de: 'einen Bericht', it: 'una relazione', ru: 'отчёт', zh: '一份报告' },
    ],
    places: ['home', 'office', 'library', 'cafe', 'school'],
  },
  {
    en: 'buy|buy|buys|buy|buy', es: 'compro|compras|compra|compramos|compran', fr: 'achète|achètes|achète|achetons|achètent',
    de: 'kaufe|kaufst|kauft|kaufen|kaufen', it: 'compro|compri|compra|compriamo|comprano', ru: 'покупаю|покупаешь|покупает|покупаем|покупают', zh: '买',
    objects: [
      BREAD,
      { en: 'flowers', es: 'flores', fr: 'des fleurs', de: 'Blumen', it: 'dei fiori', ru: 'цветы', zh: '花' },
      TICKET,
      { en: 'fruit', es: 'fruta', fr: 'des fruits', de: 'Obst', it: 'la frutta', ru: 'фрукты', zh: '水果' },
      { en: 'a car', d: { 'es-MX': 'un carro' }, es: 'un coche', fr: 'une voiture', de: 'ein Auto', it: 'una macchina', ru: 'машину', zh: '一辆车' },
    ],
    places: ['market', 'centre', 'station'],
  },
  {
    en: 'watch|watch|watches|watch|watch', es: 'veo|ves|ve|vemos|ven', fr: 'regarde|regardes|regarde|regardons|regardent',
    de: 'sehe|siehst|sieht|sehen|sehen', it: 'guardo|guardi|guarda|guardiamo|guardano', ru: 'смотрю|смотришь|смотрит|смотрим|смотрят', zh: '看',
    objects: [
      { en: 'a movie', d: { 'en-GB': 'a film' }, es: 'una película', fr: 'un film', de: 'einen Film', it: 'un film', ru: 'фильм', zh: '电影' },
      { en: 'the news', es: 'las noticias', fr: 'les informations', de: 'die Nachrichten', it: 'il telegiornale', ru: 'новости', zh: '新闻' },
      { en: 'a soccer game', d: { 'en-GB': 'a football match', 'fr-CA': 'un match de soccer' }, es: 'un partido de fútbol', fr: 'un match de football', de: 'ein Fußballspiel', it: 'una partita di calcio', ru: 'футбольный матч', zh: '足球比赛' },
      { en: 'a series', es: 'una serie', fr: 'une série', de: 'eine Serie', it: 'una serie', ru: 'сериал', zh: '电视剧' },
    ],
    places: ['home', 'cafe', 'train'],
  },
  {
    en: 'cook|cook|cooks|cook|cook', es: 'preparo|preparas|prepara|preparamos|preparan', fr: 'prépare|prépares|prépare|préparons|préparent',
    de: 'koche|kochst|kocht|kochen|kochen', it: 'preparo|prepari|prepara|prepariamo|preparano', ru: 'готовлю|готовишь|готовит|готовим|готовят', zh: '做',
    objects: [
      { en: 'dinner', d: { 'fr-CA': 'le souper' }, es: 'la cena', fr: 'le dîner', de: 'das Abendessen', it: 'la cena', ru: 'ужин', zh: '晚饭' },
      { en: 'lunch', d: { 'fr-CA': 'le dîner' }, es: 'la comida', fr: 'le déjeuner', de: 'das Mittagessen', it: 'il pranzo', ru: 'обед', zh: '午饭' },
      { en: 'breakfast', d: { 'fr-CA': 'le déjeuner' }, es: 'el desayuno', fr: 'le petit-déjeuner', de: 'das Frühstück', it: 'la colazione', ru: 'завтрак', zh: '早饭' },
      { en: 'soup', es: 'una sopa', fr: 'une soupe', de: 'eine Suppe', it: 'una zuppa', ru: 'суп', zh: '汤' },
      { en: 'pasta', es: 'pasta', fr: 'des pâtes', de: 'Nudeln', it: 'la pasta', ru: 'макароны', zh: '意大利面' },
    ],
    places: ['home', 'kitchen'],
  },
  {
    en: 'study|study|studies|study|study', es: 'estudio|estudias|estudia|estudiamos|estudian', fr: 'apprends|apprends|apprend|apprenons|apprennent',
    de: 'lerne|lernst|lernt|lernen|lernen', it: 'studio|studi|studia|studiamo|studiano', ru: 'учу|учишь|учит|учим|учат', zh: '学',
    objects: [
      { en: 'English', es: 'inglés', fr: "l'anglais", de: 'Englisch', it: "l'inglese", ru: 'английский', zh: '英语' },
      { en: 'Chinese', es: 'chino', fr: 'le chinois', de: 'Chinesisch', it: 'il cinese', ru: 'китайский', zh: '中文' },
      { en: 'German', es: 'alemán', fr: "l'allemand", de: 'Deutsch', it: 'il tedesco', ru: 'немецкий', zh: '德语' },
      { en: 'math', d: { 'en-GB': 'maths' }, es: 'matemáticas', fr: 'les maths', de: 'Mathe', it: 'matematica', ru: 'математику', zh: '数学' },
      { en: 'history', es: 'historia', fr: "l'histoire", de: 'Geschichte', it: 'storia', ru: 'историю', zh: '历史' },
    ],
    places: ['home', 'library', 'school'],
  },
  {
    en: 'play|play|plays|play|play', es: 'juego|juegas|juega|jugamos|juegan', fr: 'joue|joues|joue|jouons|jouent',
    de: 'spiele|spielst|spielt|spielen|spielen', it: 'gioco|giochi|gioca|giochiamo|giocano', ru: 'играю|играешь|играет|играем|играют', zh: '玩', alone: true,
    objects: [
      { en: 'soccer', d: { 'en-GB': 'football', 'es-MX': 'fútbol', 'fr-CA': 'au soccer' }, es: 'al fútbol', fr: 'au football', de: 'Fußball', it: 'a calcio', ru: 'в футбол', zh: '足球', zhVerb: '踢' },
      { en: 'tennis', d: { 'es-MX': 'tenis' }, es: 'al tenis', fr: 'au tennis', de: 'Tennis', it: 'a tennis', ru: 'в теннис', zh: '网球', zhVerb: '打' },
      { en: 'chess', d: { 'es-MX': 'ajedrez' }, es: 'al ajedrez', fr: 'aux échecs', de: 'Schach', it: 'a scacchi', ru: 'в шахматы', zh: '棋', zhVerb: '下' },
      { en: 'cards', d: { 'es-MX': 'cartas' }, es: 'a las cartas', fr: 'aux cartes', de: 'Karten', it: 'a carte', ru: 'в карты', zh: '牌', zhVerb: '打' },
      { en: 'video games', d: { 'es-MX': 'videojuegos' }, es: 'a los videojuegos', fr: 'aux jeux vidéo', de: 'Videospiele', it: 'ai videogiochi', ru: 'в видеоигры', zh: '电子游戏' },
    ],
    places: ['park', 'garden', 'beach', 'school', 'home'],
  },
  {
    en: 'visit|visit|visits|visit|visit', es: 'visito|visitas|visita|visitamos|visitan', fr: 'visite|visites|visite|visitons|visitent',
    de: 'besuche|besuchst|besucht|besuchen|besuchen', it: 'visito|visiti|visita|visitiamo|visitano', ru: 'посещаю|посещаешь|посещает|посещаем|посещают', zh: '参观',
    objects: [
      { en: 'the museum', es: 'el museo', fr: 'le musée', de: 'das Museum', it: 'il museo', ru: 'музей', zh: '博物馆' },
      { en: 'the old town', d: { 'es-MX': 'el centro histórico' }, es: 'el casco antiguo', fr: 'la vieille ville', de: 'die Altstadt', it: 'il centro storico', ru: 'старый город', zh: '老城' },
      { en: 'a castle', es: 'un castillo', fr: 'un château', de: 'eine Burg', it: 'un castello', ru: 'замок', zh: '一座城堡' },
      { en: 'the zoo', d: { 'es-MX': 'el zoológico' }, es: 'el zoo', fr: 'le zoo', de: 'den Zoo', it: 'lo zoo', ru: 'зоопарк', zh: '动物园' },
    ],
    places: [],
  },
  {
    en: 'want|want|wants|want|want', es: 'quiero|quieres|quiere|queremos|quieren', fr: 'veux|veux|veut|voulons|veulent',
    de: 'möchte|möchtest|möchte|möchten|möchten', it: 'voglio|vuoi|vuole|vogliamo|vogliono', ru: 'хочу|хочешь|хочет|хотим|хотят', zh: '想要',
    objects: [
      { en: 'a coffee', es: 'un café', fr: 'un café', de: 'einen Kaffee', it: 'un caffè', ru: 'кофе', zh: '一杯咖啡' },
      { en: 'a glass of water', es: 'un vaso de agua', fr: "un verre d'eau", de: 'ein Glas Wasser', it: "un bicchiere d'acqua", ru: 'стакан воды', zh: '一杯水' },
      { en: 'a new phone', d: { 'es-MX': 'un celular nuevo' }, es: 'un móvil nuevo', fr: 'un nouveau téléphone', de: 'ein neues Handy', it: 'un telefono nuovo', ru: 'новый телефон', zh: '一部新手机' },
      { en: 'a dog', es: 'un perro', fr: 'un chien', de: 'einen Hund', it: 'un cane', ru: 'собаку', zh: '一只狗' },
      TICKET,
    ],
    places: ['cafe', 'home'],
  },
  {
    en: 'open|open|opens|open|open', es: 'abro|abres|abre|abrimos|abren', fr: 'ouvre|ouvres|ouvre|ouvrons|ouvrent',
    de: 'öffne|öffnest|öffnet|öffnen|öffnen', it: 'apro|apri|apre|apriamo|aprono', ru: 'открываю|открываешь|открывает|открываем|открывают', zh: '打开',
    objects: [
      { en: 'the window', es: 'la ventana', fr: 'la fenêtre', de: 'das Fenster', it: 'la finestra', ru: 'окно', zh: '窗户' },
      { en: 'the door', es: 'la puerta', fr: 'la porte', de: 'die Tür', it: 'la porta', ru: 'дверь', zh: '门' },
      { en: 'a bottle of wine', es: 'una botella de vino', fr: 'une bouteille de vin', de: 'eine Flasche Wein', it: 'una bottiglia di vino', ru: 'бутылку вина', zh: '一瓶葡萄酒' },
      { en: 'the store', d: { 'en-GB': 'the shop' }, es: 'la tienda', fr: 'le magasin', de: 'den Laden', it: 'il negozio', ru: 'магазин', zh: '店门' },
    ],
    places: ['kitchen', 'office', 'home'],
  },
  {
    en: 'listen to|listen to|listens to|listen to|listen to', es: 'escucho|escuchas|escucha|escuchamos|escuchan', fr: 'écoute|écoutes|écoute|écoutons|écoutent',
    de: 'höre|hörst|hört|hören|hören', it: 'ascolto|ascolti|ascolta|ascoltiamo|ascoltano', ru: 'слушаю|слушаешь|слушает|слушаем|слушают', zh: '听',
    objects: [
      { en: 'music', es: 'música', fr: 'de la musique', de: 'Musik', it: 'la musica', ru: 'музыку', zh: '音乐' },
      { en: 'the radio', es: 'la radio', fr: 'la radio', de: 'Radio', it: 'la radio', ru: 'радио', zh: '广播' },
      { en: 'a song', es: 'una canción', fr: 'une chanson', de: 'ein Lied', it: 'una canzone', ru: 'песню', zh: '一首歌' },
      { en: 'a podcast', es: 'un pódcast', fr: 'un podcast', de: 'einen Podcast', it: 'un podcast', ru: 'подкаст', zh: '播客' },
    ],
    places: ['home', 'kitchen', 'train', 'garden', 'park'],
  },
  {
    en: 'sing|sing|sings|sing|sing', es: 'canto|cantas|canta|cantamos|cantan', fr: 'chante|chantes|chante|chantons|chantent',
    de: 'singe|singst|singt|singen|singen', it: 'canto|canti|canta|cantiamo|cantano', ru: 'пою|поёшь|поёт|поём|поют', zh: '唱', zhAlone: '唱歌', alone: true,
    objects: [{ en: 'a song', es: 'una canción', fr: 'une chanson', de: 'ein Lied', it: 'una canzone', ru: 'песню', zh: '一首歌' }],
    places: ['home', 'kitchen', 'school'],
  },
  {
    en: 'clean|clean|cleans|clean|clean', es: 'limpio|limpias|limpia|limpiamos|limpian', fr: 'nettoie|nettoies|nettoie|nettoyons|nettoient',
    de: 'putze|putzt|putzt|putzen|putzen', it: 'pulisco|pulisci|pulisce|puliamo|puliscono', ru: 'убираю|убираешь|убирает|убираем|убирают', zh: '打扫',
    objects: [
      { en: 'the kitchen', es: 'la cocina', fr: 'la cuisine', de: 'die Küche', it: 'la cucina', ru: 'кухню', zh: '厨房' },
      { en: 'the room', d: { 'es-MX': 'el cuarto' }, es: 'la habitación', fr: 'la chambre', de: 'das Zimmer', it: 'la stanza', ru: 'комнату', zh: '房间' },
      { en: 'the bathroom', es: 'el baño', fr: 'la salle de bain', de: 'das Bad', it: 'il bagno', ru: 'ванную', zh: '浴室' },
      { en: 'the house', es: 'la casa', fr: 'la maison', de: 'das Haus', it: 'la casa', ru: 'дом', zh: '房子' },
    ],
    places: [],
  },
  {
    en: 'meet|meet|meets|meet|meet', es: 'veo|ves|ve|vemos|ven', fr: 'retrouve|retrouves|retrouve|retrouvons|retrouvent',
    de: 'treffe|triffst|trifft|treffen|treffen', it: 'incontro|incontri|incontra|incontriamo|incontrano', ru: 'встречаю|встречаешь|встречает|встречаем|встречают', zh: '见',
    objects: [
      { en: 'a friend', es: 'a un amigo', fr: 'un ami', de: 'einen Freund', it: 'un amico', ru: 'друга', zh: '一个朋友' },
      { en: 'my cousins', es: 'a mis primos', fr: 'mes cousins', de: 'meine Cousins', it: 'i miei cugini', ru: 'двоюродных братьев', zh: '我的表哥们' },
      { en: 'the teacher', es: 'al profesor', fr: 'le professeur', de: 'den Lehrer', it: "l'insegnante", ru: 'учителя', zh: '老师' },
      { en: 'my neighbors', d: { 'en-GB': 'my neighbours' }, es: 'a mis vecinos', fr: 'mes voisins', de: 'meine Nachbarn', it: 'i miei vicini', ru: 'соседей', zh: '我的邻居' },
    ],
    places: ['cafe', 'park', 'centre', 'station', 'school'],
  },
  {
    en: 'sleep|sleep|sleeps|sleep|sleep', es: 'duermo|duermes|duerme|dormimos|duermen', fr: 'dors|dors|dort|dormons|dorment',
    de: 'schlafe|schläfst|schläft|schlafen|schlafen', it: 'dormo|dormi|dorme|dormiamo|dormono', ru: 'сплю|спишь|спит|спим|спят', zh: '睡觉', alone: true,
    objects: [], places: ['home', 'train', 'garden', 'beach'],
  },
  {
    en: 'work|work|works|work|work', es: 'trabajo|trabajas|trabaja|trabajamos|trabajan', fr: 'travaille|travailles|travaille|travaillons|travaillent',
    de: 'arbeite|arbeitest|arbeitet|arbeiten|arbeiten', it: 'lavoro|lavori|lavora|lavoriamo|lavorano', ru: 'работаю|работаешь|работает|работаем|работают', zh: '工作', alone: true,
    objects: [], places: ['office', 'home', 'garden', 'library', 'centre', 'school'],
  },
  {
    en: 'run|run|runs|run|run', es: 'corro|corres|corre|corremos|corren', fr: 'cours|cours|court|courons|courent',
    de: 'laufe|läufst|läuft|laufen|laufen', it: 'corro|corri|corre|corriamo|corrono', ru: 'бегаю|бегаешь|бегает|бегаем|бегают', zh: '跑步', alone: true,
    objects: [], places: ['park', 'beach'],
  },
  {
    en: 'wait|wait|waits|wait|wait', es: 'espero|esperas|espera|esperamos|esperan', fr: 'attends|attends|attend|attendons|attendent',
    de: 'warte|wartest|wartet|warten|warten', it: 'aspetto|aspetti|aspetta|aspettiamo|aspettano', ru: 'жду|ждёшь|ждёт|ждём|ждут', zh: '等', alone: true,
    objects: [], places: ['cafe', 'office', 'park', 'centre', 'station'],
  },
  {
    en: 'swim|swim|swims|swim|swim', es: 'nado|nadas|nada|nadamos|nadan', fr: 'nage|nages|nage|nageons|nagent',
    de: 'schwimme|schwimmst|schwimmt|schwimmen|schwimmen', it: 'nuoto|nuoti|nuota|nuotiamo|nuotano', ru: 'плаваю|плаваешь|плавает|плаваем|плавают', zh: '游泳', alone: true,
    objects: [], places: ['beach'],
  },
];

/** Joining two clauses: and, but. */
export const CONJUNCTIONS: Text7[] = [
  { en: ' and ', es: ' y ', fr: ' et ', de: ' und ', it: ' e ', ru: ', и ', zh: '，' },
  { en: ', but ', es: ', pero ', fr: ', mais ', de: ', aber ', it: ', ma ', ru: ', но ', zh: '，但是' },
];

/**
 * Sentences whose words change with the speaker's or the addressee's gender in some languages
 * ('Estoy cansado' / 'Estoy cansada'): the adjective per language as [masculine, feminine, plural],
 * and for Chinese the statement and the question.
 */
export interface State {
  en: string;
  es: [string, string, string];
  fr: [string, string, string];
  de: string;
  it: [string, string, string];
  /** Russian short forms or past tense, [m, f, plural]: устал, устала, устали. */
  ru: [string, string, string];
  zh: [string, string];
}

export const STATES: State[] = [
  { en: 'tired', es: ['cansado', 'cansada', 'cansados'], fr: ['fatigué', 'fatiguée', 'fatigués'], de: 'müde', it: ['stanco', 'stanca', 'stanchi'], ru: ['устал', 'устала', 'устали'], zh: ['累了', '累了吗'] },
  { en: 'happy', es: ['contento', 'contenta', 'contentos'], fr: ['content', 'contente', 'contents'], de: 'froh', it: ['contento', 'contenta', 'contenti'], ru: ['рад', 'рада', 'рады'], zh: ['很高兴', '高兴吗'] },
  { en: 'ready', es: ['listo', 'lista', 'listos'], fr: ['prêt', 'prête', 'prêts'], de: 'bereit', it: ['pronto', 'pronta', 'pronti'], ru: ['готов', 'готова', 'готовы'], zh: ['准备好了', '准备好了吗'] },
  { en: 'busy', es: ['ocupado', 'ocupada', 'ocupados'], fr: ['occupé', 'occupée', 'occupés'], de: 'beschäftigt', it: ['occupato', 'occupata', 'occupati'], ru: ['занят', 'занята', 'заняты'], zh: ['很忙', '忙吗'] },
  { en: 'late', es: ['retrasado', 'retrasada', 'retrasados'], fr: ['en retard', 'en retard', 'en retard'], de: 'spät dran', it: ['in ritardo', 'in ritardo', 'in ritardo'], ru: ['опоздал', 'опоздала', 'опоздали'], zh: ['迟到了', '迟到了吗'] },
];

/**
 * Short fixed phrases. A language's text may be a pair [said by a man, said by a woman] where the
 * words depend on the speaker. A note is the source adaptation note the sentence gets when the
 * course's sources include the dialect it names.
 */
export interface Phrase {
  en: string; es: string | [string, string]; fr: string | [string, string]; de: string; it: string | [string, string];
  ru: string | [string, string]; zh: string;
  d?: Record<string, string>;
  /** A dialogue between two people none of whose genders shows: code '- / -'. */
  dialogue?: boolean;
  note?: { dialect: string; text: string };
}

export const PHRASES: Phrase[] = [
  { en: 'Good morning!', es: '¡Buenos días!', fr: 'Bonjour !', de: 'Guten Morgen!', it: 'Buongiorno!', ru: 'Доброе утро!', zh: '早上好！' },
  { en: 'Good night!', es: '¡Buenas noches!', fr: 'Bonne nuit !', de: 'Gute Nacht!', it: 'Buonanotte!', ru: 'Спокойной ночи!', zh: '晚安！' },
  { en: 'Hello!', es: '¡Hola!', fr: 'Salut !', de: 'Hallo!', it: 'Ciao!', ru: 'Привет!', zh: '你好！' },
  { en: 'Goodbye!', es: '¡Adiós!', fr: 'Au revoir !', de: 'Auf Wiedersehen!', it: 'Arrivederci!', ru: 'До свидания!', zh: '再见！' },
  { en: 'See you tomorrow!', es: '¡Hasta mañana!', fr: 'À demain !', de: 'Bis morgen!', it: 'A domani!', ru: 'До завтра!', zh: '明天见！' },
  { en: 'See you soon!', es: '¡Hasta pronto!', fr: 'À bientôt !', de: 'Bis bald!', it: 'A presto!', ru: 'До скорого!', zh: '回头见！' },
  { en: 'Thank you very much.', es: 'Muchas gracias.', fr: 'Merci beaucoup.', de: 'Vielen Dank.', it: 'Grazie mille.', ru: 'Большое спасибо.', zh: '非常感谢。' },
  { en: "You're welcome.", es: 'De nada.', fr: 'De rien.', d: { 'fr-CA': 'Bienvenue.' }, de: 'Gern geschehen.', it: 'Prego.', ru: 'Пожалуйста.', zh: '不客气。', note: { dialect: 'fr-CA', text: "fr-CA answers 'Bienvenue.' to a thank-you, where fr-FR says 'De rien.'" } },
  { en: 'Excuse me.', es: 'Perdone.', d: { 'es-MX': 'Disculpe.' }, fr: 'Excusez-moi.', de: 'Entschuldigung.', it: 'Mi scusi.', ru: 'Извините.', zh: '打扰一下。' },
  { en: "I'm sorry.", es: 'Lo siento.', fr: ['Je suis désolé.', 'Je suis désolée.'], de: 'Es tut mir leid.', it: 'Mi dispiace.', ru: 'Мне жаль.', zh: '对不起。' },
  { en: 'How are you?', es: '¿Cómo estás?', fr: 'Comment ça va ?', de: 'Wie geht es dir?', it: 'Come stai?', ru: 'Как дела?', zh: '你好吗？' },
  { en: "I'm fine, thanks.", es: 'Estoy bien, gracias.', fr: 'Ça va bien, merci.', de: 'Mir geht es gut, danke.', it: 'Sto bene, grazie.', ru: 'Хорошо, спасибо.', zh: '我很好，谢谢。' },
  { en: "What's your name?", es: '¿Cómo te llamas?', fr: "Comment tu t'appelles ?", de: 'Wie heißt du?', it: 'Come ti chiami?', ru: 'Как тебя зовут?', zh: '你叫什么名字？' },
  { en: 'My name is Anna.', es: 'Me llamo Ana.', fr: "Je m'appelle Anna.", de: 'Ich heiße Anna.', it: 'Mi chiamo Anna.', ru: 'Меня зовут Анна.', zh: '我叫安娜。' },
  { en: 'Nice to meet you.', es: ['Encantado.', 'Encantada.'], fr: ['Enchanté.', 'Enchantée.'], de: 'Freut mich.', it: 'Piacere.', ru: 'Очень приятно.', zh: '很高兴认识你。' },
  { en: 'Where is the station?', es: '¿Dónde está la estación?', fr: 'Où est la gare ?', de: 'Wo ist der Bahnhof?', it: "Dov'è la stazione?", ru: 'Где вокзал?', zh: '火车站在哪儿？', d: { 'zh-TW': '火車站在哪裡？' } },
  { en: 'How much is it?', es: '¿Cuánto cuesta?', fr: 'Combien ça coûte ?', de: 'Wie viel kostet das?', it: 'Quanto costa?', ru: 'Сколько это стоит?', zh: '多少钱？' },
  { en: 'The check, please.', d: { 'en-GB': 'The bill, please.', 'fr-CA': "L'addition, s'il vous plaît." }, es: 'La cuenta, por favor.', fr: "L'addition, s'il vous plaît.", de: 'Die Rechnung, bitte.', it: 'Il conto, per favore.', ru: 'Счёт, пожалуйста.', zh: '请结账。', note: { dialect: 'en-GB', text: "en-GB asks for 'the bill', en-US for 'the check'." } },
  { en: "I don't understand.", es: 'No entiendo.', fr: 'Je ne comprends pas.', de: 'Ich verstehe nicht.', it: 'Non capisco.', ru: 'Я не понимаю.', zh: '我不明白。' },
  { en: 'Can you repeat that?', es: '¿Puedes repetirlo?', fr: 'Tu peux répéter ?', de: 'Kannst du das wiederholen?', it: 'Puoi ripetere?', ru: 'Можешь повторить?', zh: '你能再说一遍吗？' },
  { en: 'Do you speak English?', es: '¿Hablas inglés?', fr: 'Tu parles anglais ?', de: 'Sprichst du Englisch?', it: 'Parli inglese?', ru: 'Ты говоришь по-английски?', zh: '你会说英语吗？' },
  { en: 'I speak a little Spanish.', es: 'Hablo un poco de español.', fr: 'Je parle un peu espagnol.', de: 'Ich spreche ein bisschen Spanisch.', it: "Parlo un po' di spagnolo.", ru: 'Я немного говорю по-испански.', zh: '我会说一点儿西班牙语。' },
  { en: "It's cold today.", es: 'Hoy hace frío.', fr: "Il fait froid aujourd'hui.", de: 'Heute ist es kalt.', it: 'Oggi fa freddo.', ru: 'Сегодня холодно.', zh: '今天很冷。' },
  { en: "It's raining.", es: 'Está lloviendo.', fr: 'Il pleut.', de: 'Es regnet.', it: 'Piove.', ru: 'Идёт дождь.', zh: '下雨了。' },
  { en: 'What time is it?', es: '¿Qué hora es?', fr: 'Quelle heure est-il ?', de: 'Wie spät ist es?', it: 'Che ore sono?', ru: 'Который час?', zh: '现在几点？' },
  { en: "It's three o'clock.", es: 'Son las tres.', fr: 'Il est trois heures.', de: 'Es ist drei Uhr.', it: 'Sono le tre.', ru: 'Сейчас три часа.', zh: '现在三点。' },
  { en: "I'm hungry.", es: 'Tengo hambre.', fr: "J'ai faim.", de: 'Ich habe Hunger.', it: 'Ho fame.', ru: 'Я хочу есть.', zh: '我饿了。' },
  { en: "I'm thirsty.", es: 'Tengo sed.', fr: "J'ai soif.", de: 'Ich habe Durst.', it: 'Ho sete.', ru: 'Я хочу пить.', zh: '我渴了。' },
  { en: "Let's go!", es: '¡Vamos!', fr: 'On y va !', de: "Los geht's!", it: 'Andiamo!', ru: 'Пойдём!', zh: '我们走吧！' },
  { en: 'Of course.', es: 'Claro.', fr: 'Bien sûr.', de: 'Natürlich.', it: 'Certo.', ru: 'Конечно.', zh: '当然。' },
  { en: "I don't know.", es: 'No lo sé.', fr: 'Je ne sais pas.', de: 'Ich weiß nicht.', it: 'Non lo so.', ru: 'Я не знаю.', zh: '我不知道。' },
  { en: 'Happy birthday!', es: '¡Feliz cumpleaños!', fr: 'Joyeux anniversaire !', d: { 'fr-CA': 'Bonne fête !' }, de: 'Alles Gute zum Geburtstag!', it: 'Buon compleanno!', ru: 'С днём рождения!', zh: '生日快乐！', note: { dialect: 'fr-CA', text: "fr-CA wishes 'Bonne fête !' on birthdays." } },
  { en: 'Have a nice day!', es: '¡Que tengas un buen día!', fr: 'Bonne journée !', de: 'Einen schönen Tag noch!', it: 'Buona giornata!', ru: 'Хорошего дня!', zh: '祝你今天愉快！' },
  { en: 'Where do you live?', es: '¿Dónde vives?', fr: 'Où est-ce que tu habites ?', de: 'Wo wohnst du?', it: 'Dove abiti?', ru: 'Где ты живёшь?', zh: '你住在哪儿？', d: { 'zh-TW': '你住在哪裡？' } },
  { en: 'I live in a small town.', es: 'Vivo en un pueblo pequeño.', fr: "J'habite dans une petite ville.", de: 'Ich wohne in einer kleinen Stadt.', it: 'Abito in una piccola città.', ru: 'Я живу в маленьком городе.', zh: '我住在一个小城市。' },
  { en: 'Help!', es: '¡Socorro!', d: { 'es-MX': '¡Auxilio!' }, fr: 'Au secours !', de: 'Hilfe!', it: 'Aiuto!', ru: 'Помогите!', zh: '救命！' },
  { en: 'Wait a moment, please.', es: 'Un momento, por favor.', fr: "Un instant, s'il te plaît.", de: 'Einen Moment, bitte.', it: 'Un momento, per favore.', ru: 'Минутку, пожалуйста.', zh: '请等一下。' },
  { en: 'Is this seat free?', es: '¿Está libre este asiento?', fr: 'Cette place est libre ?', de: 'Ist dieser Platz frei?', it: 'È libero questo posto?', ru: 'Это место свободно?', zh: '这个座位是空的吗？' },
  { en: "I'd like a coffee, please.", es: 'Quisiera un café, por favor.', fr: "Je voudrais un café, s'il vous plaît.", de: 'Ich hätte gern einen Kaffee, bitte.', it: 'Vorrei un caffè, per favore.', ru: ['Я бы хотел кофе, пожалуйста.', 'Я бы хотела кофе, пожалуйста.'], zh: '请给我一杯咖啡。' },
  { en: 'Very good!', es: '¡Muy bien!', fr: 'Très bien !', de: 'Sehr gut!', it: 'Molto bene!', ru: 'Очень хорошо!', zh: '很好！' },
  { en: 'Welcome!', es: '¡Bienvenidos!', fr: 'Bienvenue !', de: 'Willkommen!', it: 'Benvenuti!', ru: 'Добро пожаловать!', zh: '欢迎！' },
  { en: 'Yes, please.', es: 'Sí, por favor.', fr: "Oui, s'il te plaît.", de: 'Ja, bitte.', it: 'Sì, per favore.', ru: 'Да, пожалуйста.', zh: '好的，谢谢。' },
  { en: 'No, thank you.', es: 'No, gracias.', fr: 'Non, merci.', de: 'Nein, danke.', it: 'No, grazie.', ru: 'Нет, спасибо.', zh: '不用了，谢谢。' },
  { en: "I'm here.", es: 'Estoy aquí.', fr: 'Je suis là.', de: 'Ich bin hier.', it: 'Sono qui.', ru: 'Я здесь.', zh: '我在这儿。' },
  { en: 'Where is the bathroom?', d: { 'en-GB': 'Where is the toilet?', 'zh-TW': '洗手間在哪裡？' }, es: '¿Dónde está el baño?', fr: 'Où sont les toilettes ?', de: 'Wo ist die Toilette?', it: "Dov'è il bagno?", ru: 'Где туалет?', zh: '洗手间在哪儿？', note: { dialect: 'en-GB', text: "en-GB asks for 'the toilet'; 'bathroom' is US usage." } },
  { en: "I'm a student.", es: 'Soy estudiante.', fr: ['Je suis étudiant.', 'Je suis étudiante.'], de: 'Ich bin Student.', it: ['Sono uno studente.', 'Sono una studentessa.'], ru: ['Я студент.', 'Я студентка.'], zh: '我是学生。' },
  { en: "I'm married.", es: ['Estoy casado.', 'Estoy casada.'], fr: ['Je suis marié.', 'Je suis mariée.'], de: 'Ich bin verheiratet.', it: ['Sono sposato.', 'Sono sposata.'], ru: ['Я женат.', 'Я замужем.'], zh: '我结婚了。' },
  { dialogue: true, en: "How are you? — I'm fine, thanks.", es: '¿Cómo estás? — Estoy bien, gracias.', fr: 'Comment ça va ? — Ça va bien, merci.', de: 'Wie geht es dir? — Mir geht es gut, danke.', it: 'Come stai? — Sto bene, grazie.', ru: 'Как дела? — Хорошо, спасибо.', zh: '你好吗？——我很好，谢谢。' },
  { dialogue: true, en: "What time is it? — It's three o'clock.", es: '¿Qué hora es? — Son las tres.', fr: 'Quelle heure est-il ? — Il est trois heures.', de: 'Wie spät ist es? — Es ist drei Uhr.', it: 'Che ore sono? — Sono le tre.', ru: 'Который час? — Сейчас три часа.', zh: '现在几点？——现在三点。' },
  { dialogue: true, en: 'Do you speak English? — Yes, a little.', es: '¿Hablas inglés? — Sí, un poco.', fr: 'Tu parles anglais ? — Oui, un peu.', de: 'Sprichst du Englisch? — Ja, ein bisschen.', it: 'Parli inglese? — Sì, un po’.', ru: 'Ты говоришь по-английски? — Да, немного.', zh: '你会说英语吗？——会一点儿。' },
];

/**
 * Simplified to traditional Chinese for zh-TW: whole words first (where Taiwan uses another word,
 * or a character has several traditional forms), then characters. Characters written the same in
 * both scripts are in SAME_IN_BOTH; a test checks every Chinese character of the templates is in
 * one of the three.
 */
export const ZH_TW_WORDS: Record<string, string> = {
  面包: '麵包', 意大利面: '義大利麵', 电子游戏: '電子遊戲', 电视剧: '電視劇', 哪儿: '哪裡', 下班以后: '下班以後', 周末: '週末', 杂志: '雜誌',
};
export const ZH_TW_CHARS: Record<string, string> = {
  们: '們', 汤: '湯', 园: '園', 厨: '廚', 办: '辦', 学: '學', 图: '圖', 书: '書', 馆: '館', 车: '車', 边: '邊', 场: '場',
  个: '個', 点: '點', 饭: '飯', 苹: '蘋', 鱼: '魚', 报: '報', 纸: '紙', 写: '寫', 电: '電', 邮: '郵', 张: '張', 买: '買',
  辆: '輛', 闻: '聞', 赛: '賽', 语: '語', 数: '數', 历: '歷', 网: '網', 参: '參', 观: '觀', 动: '動', 机: '機', 只: '隻',
  开: '開', 户: '戶', 门: '門', 听: '聽', 乐: '樂', 广: '廣', 觉: '覺', 兴: '興', 准: '準', 备: '備', 迟: '遲', 见: '見',
  头: '頭', 谢: '謝', 对: '對', 吗: '嗎', 么: '麼', 认: '認', 识: '識', 钱: '錢', 结: '結', 账: '帳', 说: '說', 会: '會',
  儿: '兒', 现: '現', 几: '幾', 饿: '餓', 当: '當', 欢: '歡', 这: '這', 间: '間', 请: '請', 给: '給', 气: '氣', 扰: '擾',
  妈: '媽', 师: '師', 劳: '勞', 卫: '衛', 亚: '亞', 扫: '掃', 邻: '鄰',
};
export const SAME_IN_BOTH = new Set([...
  '我你他她安娜姆哥姐父母孩子的朋友在家公室花校上海市中心今天每早下午晚星期一八以吃喝看茶水橙汁牛奶信封明片果新部' +
  '想要杯狗窗瓶葡萄酒商店音首歌唱睡工作跑步等游泳但是累很忙好了叫什名字再生日快祝住小城救命下空非常感不客起哪火站多' +
  '少明白能英西班牙冷雨三渴走吧然知道迎用洗手婚蛋糕治米菜蔬咖啡老堡物博足球比踢棋牌期份告票影座遍愉到高德史玩打房件做文播回位爸索菲同事浴表居拉大',
]);

export function toTraditional(s: string): string {
  let out = s;
  for (const [w, t] of Object.entries(ZH_TW_WORDS)) out = out.split(w).join(t);
  return [...out].map((c) => ZH_TW_CHARS[c] ?? c).join('');
}
