/**
 * Demo trainers per course language, from the demo vocabulary: fill-the-gap segments (the gap is
 * written [word]) and a list segment. Titles are in English and translated for the source dialects.
 */
export interface DemoTrainer {
  title: Record<string, string>;
  segments: { title: string; exerciseType: number; html: string }[];
}

const gap = (s: string) => `<p>${s.replace(/\[([^\]]+)\]/g, '<span data-gap="1">$1</span>')}</p>`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

const TRAINER_TITLES = [
  { en: 'Breakfast words', es: 'Palabras del desayuno', fr: 'Les mots du petit déjeuner' },
  { en: 'At the market', es: 'En el mercado', fr: 'Au marché' },
];

const WORDS: Record<string, { gaps: string[][]; list: string[][] }> = {
  es: {
    gaps: [
      ['Bebo un [café] con leche.', 'Como [pan] con queso.'],
      ['Compro [manzanas] en el mercado.', 'Mi [madre] está en casa.'],
    ],
    list: [
      ['pan', 'leche', 'queso'],
      ['agua', 'manzana', 'café'],
    ],
  },
  en: {
    gaps: [
      ['I drink a [coffee] with milk.', 'I eat [bread] with cheese.'],
      ['I buy [apples] at the market.', 'My [mother] is at home.'],
    ],
    list: [
      ['bread', 'milk', 'cheese'],
      ['water', 'apple', 'coffee'],
    ],
  },
  fr: {
    gaps: [
      ['Je bois un [café] au lait.', 'Je mange du [pain] avec du fromage.'],
      ['J’achète des [pommes] au marché.', 'Ma [mère] est à la maison.'],
    ],
    list: [
      ['pain', 'lait', 'fromage'],
      ['eau', 'pomme', 'café'],
    ],
  },
  de: {
    gaps: [
      ['Ich trinke [Kaffee] mit Milch.', 'Ich esse [Brot] mit Käse.'],
      ['Ich kaufe [Äpfel] auf dem Markt.', 'Meine [Mutter] ist im Haus.'],
    ],
    list: [
      ['Brot', 'Milch', 'Käse'],
      ['Wasser', 'Apfel', 'Kaffee'],
    ],
  },
  it: {
    gaps: [
      ['Bevo un [caffè] con il latte.', 'Mangio [pane] e formaggio.'],
      ['Compro le [mele] al mercato.', 'Mia [madre] è a casa.'],
    ],
    list: [
      ['pane', 'latte', 'formaggio'],
      ['acqua', 'mela', 'caffè'],
    ],
  },
  ru: {
    gaps: [
      ['Я пью [кофе] с молоком.', 'Я ем [хлеб] с сыром.'],
      ['Я покупаю [яблоки] на рынке.', 'Моя [мать] дома.'],
    ],
    list: [
      ['хлеб', 'молоко', 'сыр'],
      ['вода', 'яблоко', 'кофе'],
    ],
  },
  zh: {
    gaps: [
      ['我 喝 [咖啡] 和 牛奶。', '我 吃 [面包] 和 奶酪。'],
      ['我 在 市场 买 [苹果]。', '我 [母亲] 在 家。'],
    ],
    list: [
      ['面包', '牛奶', '奶酪'],
      ['水', '苹果', '咖啡'],
    ],
  },
};

export function demoTrainers(lang: string): DemoTrainer[] {
  const w = WORDS[lang];
  if (!w) return [];
  return TRAINER_TITLES.map((title, i) => ({
    title,
    segments: [
      ...w.gaps[i].map((s, j) => ({ title: `Gap ${j + 1}`, exerciseType: 1, html: gap(s) })),
      { title: 'Word list', exerciseType: 3, html: list(w.list[i]) },
    ],
  }));
}
