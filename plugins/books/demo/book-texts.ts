/**
 * Demo books per course language, written with the demo vocabulary (bread, milk, cheese, coffee,
 * water, apple, market, house, mother, friend): a title, an author and chapters of short texts.
 */
export interface DemoBook {
  title: string;
  author: string;
  chapters: { title: string; lessonPos: number; texts: string[] }[];
}

export const DEMO_BOOKS: Record<string, DemoBook[]> = {
  es: [
    {
      title: 'Un día en el mercado',
      author: 'Ana Ruiz',
      chapters: [
        { title: 'La casa', lessonPos: 3, texts: ['Mi madre está en la casa. Bebe un café con leche.', 'Mi amigo come pan con queso.'] },
        { title: 'El mercado', lessonPos: 6, texts: ['En el mercado hay manzanas, pan y queso.', 'Compramos agua y leche para la casa.'] },
      ],
    },
    {
      title: 'Cartas a un amigo',
      author: 'Luis Gómez',
      chapters: [
        { title: 'El desayuno', lessonPos: 8, texts: ['Querido amigo: cada mañana como pan y bebo café.', 'Mi madre compra leche y manzanas.'] },
        { title: 'La cena', lessonPos: 10, texts: ['Por la noche comemos queso con pan.', 'Bebemos agua en casa.'] },
      ],
    },
  ],
  en: [
    {
      title: 'A Day at the Market',
      author: 'Ann Reed',
      chapters: [
        { title: 'The House', lessonPos: 3, texts: ['My mother is in the house. She drinks a coffee with milk.', 'My friend eats bread and cheese.'] },
        { title: 'The Market', lessonPos: 6, texts: ['At the market there are apples, bread and cheese.', 'We buy water and milk for the house.'] },
      ],
    },
    {
      title: 'Letters to a Friend',
      author: 'Lewis Grant',
      chapters: [
        { title: 'Breakfast', lessonPos: 8, texts: ['Dear friend, every morning I eat bread and drink coffee.', 'My mother buys milk and apples.'] },
        { title: 'Dinner', lessonPos: 10, texts: ['In the evening we eat cheese with bread.', 'We drink water at home.'] },
      ],
    },
  ],
  fr: [
    {
      title: 'Une journée au marché',
      author: 'Anne Roux',
      chapters: [
        { title: 'La maison', lessonPos: 3, texts: ['Ma mère est à la maison. Elle boit un café au lait.', 'Mon ami mange du pain avec du fromage.'] },
        {
          title: 'Le marché',
          lessonPos: 6,
          texts: ['Au marché, il y a des pommes, du pain et du fromage.', "Nous achetons de l'eau et du lait pour la maison."],
        },
      ],
    },
    {
      title: 'Lettres à un ami',
      author: 'Louis Garnier',
      chapters: [
        {
          title: 'Le petit déjeuner',
          lessonPos: 8,
          texts: ['Cher ami, chaque matin je mange du pain et je bois un café.', 'Ma mère achète du lait et des pommes.'],
        },
        { title: 'Le dîner', lessonPos: 10, texts: ['Le soir, nous mangeons du fromage avec du pain.', "Nous buvons de l'eau à la maison."] },
      ],
    },
  ],
  de: [
    {
      title: 'Ein Tag auf dem Markt',
      author: 'Anna Roth',
      chapters: [
        { title: 'Das Haus', lessonPos: 3, texts: ['Meine Mutter ist im Haus. Sie trinkt Kaffee mit Milch.', 'Mein Freund isst Brot mit Käse.'] },
        { title: 'Der Markt', lessonPos: 6, texts: ['Auf dem Markt gibt es Äpfel, Brot und Käse.', 'Wir kaufen Wasser und Milch für das Haus.'] },
      ],
    },
    {
      title: 'Briefe an einen Freund',
      author: 'Lukas Graf',
      chapters: [
        {
          title: 'Das Frühstück',
          lessonPos: 8,
          texts: ['Lieber Freund, jeden Morgen esse ich Brot und trinke Kaffee.', 'Meine Mutter kauft Milch und Äpfel.'],
        },
        { title: 'Das Abendessen', lessonPos: 10, texts: ['Am Abend essen wir Käse mit Brot.', 'Zu Hause trinken wir Wasser.'] },
      ],
    },
  ],
  it: [
    {
      title: 'Un giorno al mercato',
      author: 'Anna Rossi',
      chapters: [
        { title: 'La casa', lessonPos: 3, texts: ['Mia madre è a casa. Beve un caffè con il latte.', 'Il mio amico mangia pane e formaggio.'] },
        { title: 'Il mercato', lessonPos: 6, texts: ['Al mercato ci sono mele, pane e formaggio.', 'Compriamo acqua e latte per la casa.'] },
      ],
    },
    {
      title: 'Lettere a un amico',
      author: 'Luca Greco',
      chapters: [
        { title: 'La colazione', lessonPos: 8, texts: ['Caro amico, ogni mattina mangio pane e bevo un caffè.', 'Mia madre compra latte e mele.'] },
        { title: 'La cena', lessonPos: 10, texts: ['La sera mangiamo formaggio con il pane.', 'A casa beviamo acqua.'] },
      ],
    },
  ],
  ru: [
    {
      title: 'День на рынке',
      author: 'Анна Романова',
      chapters: [
        { title: 'Дом', lessonPos: 3, texts: ['Моя мать дома. Она пьёт кофе с молоком.', 'Мой друг ест хлеб с сыром.'] },
        { title: 'Рынок', lessonPos: 6, texts: ['На рынке есть яблоки, хлеб и сыр.', 'Мы покупаем воду и молоко для дома.'] },
      ],
    },
    {
      title: 'Письма другу',
      author: 'Лев Громов',
      chapters: [
        { title: 'Завтрак', lessonPos: 8, texts: ['Дорогой друг, каждое утро я ем хлеб и пью кофе.', 'Моя мать покупает молоко и яблоки.'] },
        { title: 'Ужин', lessonPos: 10, texts: ['Вечером мы едим сыр с хлебом.', 'Дома мы пьём воду.'] },
      ],
    },
  ],
  zh: [
    {
      title: '市场的一天',
      author: '李安',
      chapters: [
        { title: '房子', lessonPos: 3, texts: ['我 母亲 在 房子 里。她 喝 咖啡 和 牛奶。', '我的 朋友 吃 面包 和 奶酪。'] },
        { title: '市场', lessonPos: 6, texts: ['市场 有 苹果、面包 和 奶酪。', '我们 买 水 和 牛奶。'] },
      ],
    },
    {
      title: '给朋友的信',
      author: '王路',
      chapters: [
        { title: '早饭', lessonPos: 8, texts: ['亲爱的 朋友，每天 早上 我 吃 面包，喝 咖啡。', '我 母亲 买 牛奶 和 苹果。'] },
        { title: '晚饭', lessonPos: 10, texts: ['晚上 我们 吃 奶酪 和 面包。', '我们 在 家 喝 水。'] },
      ],
    },
  ],
};
