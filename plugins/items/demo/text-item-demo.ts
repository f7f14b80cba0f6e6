/**
 * Demo text items (module 41): short HTML texts a course shows between lessons, written in the
 * seven course languages (tú/tu/du/ты forms, as the languages' translation styles ask), with
 * dialect wording where the demo dialects differ. A course gets the text of its language in its
 * target dialects and of its source languages in its source dialects.
 */
export interface DemoTextItem {
  name: string;
  /** By language code, or by dialect code where a dialect differs ('en-GB', 'es-MX', 'zh-TW'). */
  html: Record<string, string>;
  /** A checker's finding, shown in the error box. */
  error?: string;
}

export const TEXT_ITEMS_DEMO: DemoTextItem[] = [
  {
    name: 'Welcome',
    html: {
      en: '<p><b>Welcome!</b> In this course you learn step by step: you <i>listen</i>, you <i>read</i> and you <i>speak</i>.</p>',
      es: '<p><b>¡Te damos la bienvenida!</b> En este curso aprendes paso a paso: <i>escuchas</i>, <i>lees</i> y <i>hablas</i>.</p>',
      fr: '<p><b>Bienvenue !</b> Dans ce cours, tu apprends pas à pas : tu <i>écoutes</i>, tu <i>lis</i> et tu <i>parles</i>.</p>',
      de: '<p><b>Willkommen!</b> In diesem Kurs lernst du Schritt für Schritt: Du <i>hörst</i>, du <i>liest</i> und du <i>sprichst</i>.</p>',
      it: '<p><b>Ti diamo il benvenuto!</b> In questo corso impari passo dopo passo: <i>ascolti</i>, <i>leggi</i> e <i>parli</i>.</p>',
      ru: '<p><b>Добро пожаловать!</b> В этом курсе ты учишься шаг за шагом: ты <i>слушаешь</i>, <i>читаешь</i> и <i>говоришь</i>.</p>',
      zh: '<p><b>欢迎！</b>在这门课程中，你会一步一步地学习：<i>听</i>、<i>读</i>、<i>说</i>。</p>',
      'zh-TW': '<p><b>歡迎！</b>在這門課程中，你會一步一步地學習：<i>聽</i>、<i>讀</i>、<i>說</i>。</p>',
    },
  },
  {
    name: 'How lessons work',
    html: {
      en: '<p>Each lesson has three parts:</p><ul><li>new words</li><li>a short dialogue</li><li>exercises</li></ul>',
      'en-US': '<p>Each lesson has three parts:</p><ul><li>new words</li><li>a short dialog</li><li>exercises</li></ul>',
      es: '<p>Cada lección tiene tres partes:</p><ul><li>palabras nuevas</li><li>un diálogo corto</li><li>ejercicios</li></ul>',
      fr: '<p>Chaque leçon a trois parties :</p><ul><li>des mots nouveaux</li><li>un court dialogue</li><li>des exercices</li></ul>',
      de: '<p>Jede Lektion hat drei Teile:</p><ul><li>neue Wörter</li><li>einen kurzen Dialog</li><li>Übungen</li></ul>',
      it: '<p>Ogni lezione ha tre parti:</p><ul><li>parole nuove</li><li>un breve dialogo</li><li>esercizi</li></ul>',
      ru: '<p>В каждом уроке три части:</p><ul><li>новые слова</li><li>короткий диалог</li><li>упражнения</li></ul>',
      zh: '<p>每一课有三个部分：</p><ul><li>生词</li><li>一段短对话</li><li>练习</li></ul>',
      'zh-TW': '<p>每一課有三個部分：</p><ul><li>生詞</li><li>一段短對話</li><li>練習</li></ul>',
    },
  },
  {
    name: 'Tip: daily practice',
    html: {
      en: '<p><b>Tip:</b> practise a little every day. Ten minutes a day is better than one hour a week.</p>',
      'en-US': '<p><b>Tip:</b> practice a little every day. Ten minutes a day is better than one hour a week.</p>',
      es: '<p><b>Consejo:</b> practica un poco cada día. Diez minutos al día es mejor que una hora a la semana.</p>',
      fr: "<p><b>Conseil :</b> pratique un peu chaque jour. Dix minutes par jour, c'est mieux qu'une heure par semaine.</p>",
      de: '<p><b>Tipp:</b> Übe jeden Tag ein bisschen. Zehn Minuten am Tag sind besser als eine Stunde pro Woche.</p>',
      it: "<p><b>Consiglio:</b> esercitati un po' ogni giorno. Dieci minuti al giorno sono meglio di un'ora alla settimana.</p>",
      ru: '<p><b>Совет:</b> занимайся понемногу каждый день. Десять минут в день лучше, чем час в неделю.</p>',
      zh: '<p><b>提示：</b>每天练习一点儿。每天十分钟比每周一个小时更好。</p>',
      'zh-TW': '<p><b>提示：</b>每天練習一點兒。每天十分鐘比每週一個小時更好。</p>',
    },
  },
  {
    name: 'Listening tip',
    html: {
      en: '<p>Listen to each dialogue <b>twice</b>: first without the text, then with the text.</p>',
      'en-US': '<p>Listen to each dialog <b>twice</b>: first without the text, then with the text.</p>',
      es: '<p>Escucha cada diálogo <b>dos veces</b>: primero sin el texto y después con el texto.</p>',
      fr: "<p>Écoute chaque dialogue <b>deux fois</b> : d'abord sans le texte, puis avec le texte.</p>",
      de: '<p>Hör dir jeden Dialog <b>zweimal</b> an: zuerst ohne den Text, dann mit dem Text.</p>',
      it: '<p>Ascolta ogni dialogo <b>due volte</b>: prima senza il testo, poi con il testo.</p>',
      ru: '<p>Слушай каждый диалог <b>два раза</b>: сначала без текста, потом с текстом.</p>',
      zh: '<p>每段对话听<b>两遍</b>：先不看课文，再看着课文听。</p>',
      'zh-TW': '<p>每段對話聽<b>兩遍</b>：先不看課文，再看著課文聽。</p>',
    },
  },
  {
    name: 'Speaking tip',
    html: {
      en: "<p>Repeat every sentence <b>out loud</b>. Don't worry about mistakes: they are part of learning.</p>",
      es: '<p>Repite cada frase <b>en voz alta</b>. No te preocupes por los errores: son parte del aprendizaje.</p>',
      fr: "<p>Répète chaque phrase <b>à voix haute</b>. Ne t'inquiète pas des erreurs : elles font partie de l'apprentissage.</p>",
      de: '<p>Sprich jeden Satz <b>laut</b> nach. Mach dir keine Sorgen wegen Fehlern: Sie gehören zum Lernen dazu.</p>',
      it: "<p>Ripeti ogni frase <b>ad alta voce</b>. Non preoccuparti degli errori: fanno parte dell'apprendimento.</p>",
      ru: '<p>Повторяй каждое предложение <b>вслух</b>. Не бойся ошибок: они часть учёбы.</p>',
      zh: '<p>每个句子都要<b>大声</b>跟读。不要怕犯错：犯错也是学习的一部分。</p>',
      'zh-TW': '<p>每個句子都要<b>大聲</b>跟讀。不要怕犯錯：犯錯也是學習的一部分。</p>',
    },
  },
  {
    name: 'Review',
    error: '<p>The lesson count changed: this text now reviews <b>four</b> lessons, not three.</p>',
    html: {
      en: '<p>Time to <b>review</b>! Go back to the words of the last three lessons before you continue.</p>',
      es: '<p>¡Es hora de <b>repasar</b>! Vuelve a las palabras de las tres últimas lecciones antes de continuar.</p>',
      fr: "<p>C'est l'heure de <b>réviser</b> ! Reviens aux mots des trois dernières leçons avant de continuer.</p>",
      de: '<p>Zeit zum <b>Wiederholen</b>! Schau dir die Wörter der letzten drei Lektionen noch einmal an, bevor du weitermachst.</p>',
      it: '<p>È il momento di <b>ripassare</b>! Torna alle parole delle ultime tre lezioni prima di continuare.</p>',
      ru: '<p>Пора <b>повторить</b>! Вернись к словам трёх последних уроков, прежде чем идти дальше.</p>',
      zh: '<p>该<b>复习</b>了！继续之前，先回顾一下最近三课的生词。</p>',
      'zh-TW': '<p>該<b>複習</b>了！繼續之前，先回顧一下最近三課的生詞。</p>',
    },
  },
  {
    name: 'Congratulations',
    html: {
      en: '<p><b>Congratulations!</b> You have finished the first unit.</p>',
      es: '<p><b>¡Enhorabuena!</b> Has terminado la primera unidad.</p>',
      'es-MX': '<p><b>¡Felicidades!</b> Terminaste la primera unidad.</p>',
      fr: '<p><b>Félicitations !</b> Tu as terminé la première unité.</p>',
      de: '<p><b>Glückwunsch!</b> Du hast die erste Einheit abgeschlossen.</p>',
      it: '<p><b>Complimenti!</b> Hai finito la prima unità.</p>',
      ru: '<p><b>Поздравляем!</b> Первый раздел пройден.</p>',
      zh: '<p><b>恭喜！</b>你已经学完了第一单元。</p>',
      'zh-TW': '<p><b>恭喜！</b>你已經學完了第一單元。</p>',
    },
  },
  {
    name: 'Note: word order in questions',
    html: {
      en: '<p><i>Note:</i> in questions the word order can change. Look carefully at the examples.</p>',
      es: '<p><i>Nota:</i> en las preguntas, el orden de las palabras puede cambiar. Mira bien los ejemplos.</p>',
      fr: "<p><i>Remarque :</i> dans les questions, l'ordre des mots peut changer. Regarde bien les exemples.</p>",
      de: '<p><i>Hinweis:</i> In Fragen kann sich die Wortstellung ändern. Sieh dir die Beispiele genau an.</p>',
      it: "<p><i>Nota:</i> nelle domande l'ordine delle parole può cambiare. Guarda bene gli esempi.</p>",
      ru: '<p><i>Обрати внимание:</i> в вопросах порядок слов может меняться. Внимательно посмотри на примеры.</p>',
      zh: '<p><i>注意：</i>在问句中，词序可能会变化。请仔细看例句。</p>',
      'zh-TW': '<p><i>注意：</i>在問句中，詞序可能會變化。請仔細看例句。</p>',
    },
  },
  {
    name: 'Culture: greetings',
    html: {
      en: '<p><b>Culture:</b> people greet each other differently in every country. Watch the video and notice the gestures.</p>',
      es: '<p><b>Cultura:</b> en cada país la gente se saluda de forma diferente. Mira el vídeo y fíjate en los gestos.</p>',
      'es-MX': '<p><b>Cultura:</b> en cada país la gente se saluda de forma diferente. Mira el video y fíjate en los gestos.</p>',
      fr: '<p><b>Culture :</b> dans chaque pays, on se salue différemment. Regarde la vidéo et observe les gestes.</p>',
      de: '<p><b>Kultur:</b> In jedem Land begrüßt man sich anders. Sieh dir das Video an und achte auf die Gesten.</p>',
      it: '<p><b>Cultura:</b> in ogni paese ci si saluta in modo diverso. Guarda il video e nota i gesti.</p>',
      ru: '<p><b>Культура:</b> в каждой стране люди здороваются по-разному. Посмотри видео и обрати внимание на жесты.</p>',
      zh: '<p><b>文化：</b>每个国家打招呼的方式都不一样。看视频，注意他们的手势。</p>',
      'zh-TW': '<p><b>文化：</b>每個國家打招呼的方式都不一樣。看影片，注意他們的手勢。</p>',
    },
  },
  {
    name: 'Unit goals',
    html: {
      en: '<p>In this unit you will learn to:</p><ul><li>introduce yourself</li><li>order in a café</li><li>ask for directions</li></ul>',
      es: '<p>En esta unidad aprenderás a:</p><ul><li>presentarte</li><li>pedir en una cafetería</li><li>pedir indicaciones</li></ul>',
      fr: '<p>Dans cette unité, tu vas apprendre à :</p><ul><li>te présenter</li><li>commander dans un café</li><li>demander ton chemin</li></ul>',
      de: '<p>In dieser Einheit lernst du:</p><ul><li>dich vorzustellen</li><li>im Café zu bestellen</li><li>nach dem Weg zu fragen</li></ul>',
      it: '<p>In questa unità imparerai a:</p><ul><li>presentarti</li><li>ordinare al bar</li><li>chiedere indicazioni</li></ul>',
      ru: '<p>В этом разделе ты научишься:</p><ul><li>представляться</li><li>делать заказ в кафе</li><li>спрашивать дорогу</li></ul>',
      zh: '<p>在这个单元里，你将学会：</p><ul><li>自我介绍</li><li>在咖啡馆点东西</li><li>问路</li></ul>',
      'zh-TW': '<p>在這個單元裡，你將學會：</p><ul><li>自我介紹</li><li>在咖啡館點東西</li><li>問路</li></ul>',
    },
  },
];

/** The text of a demo text item in a dialect: the dialect's own wording, else its language's. */
export const demoHtml = (item: DemoTextItem, dialectCode: string) => item.html[dialectCode] ?? item.html[dialectCode.split('-')[0]] ?? '';
