/**
 * Demo books per course language, written with the demo vocabulary (bread, milk, cheese, coffee,
 * water, apple, market, house, mother, friend): a title, an author and chapters of short texts.
 */
export interface DemoBook { title: string; author: string; chapters: { title: string; lessonPos: number; texts: string[] }[] }

export const DEMO_BOOKS: Record<string, DemoBook> = {
  es: { title: 'Un día en el mercado', author: 'Ana Ruiz', chapters: [
    { title: 'La casa', lessonPos: 3, texts: ['Mi madre está en la casa. Bebe un café con leche.', 'Mi amigo come pan con queso.'] },
    { title: 'El mercado', lessonPos: 6, texts: ['En el mercado hay manzanas, pan y queso.', 'Compramos agua y leche para la casa.'] },
  ] },
  en: { title: 'A Day at the Market', author: 'Ann Reed', chapters: [
    { title: 'The House', lessonPos: 3, texts: ['My mother is in the house. She drinks a coffee with milk.', 'My friend eats bread and cheese.'] },
    { title: 'The Market', lessonPos: 6, texts: ['At the market there are apples, bread and cheese.', 'We buy water and milk for the house.'] },
  ] },
  fr: { title: 'Une journée au marché', author: 'Anne Roux', chapters: [
    { title: 'La maison', lessonPos: 3, texts: ['Ma mère est à la maison. Elle boit un café au lait.', 'Mon ami mange du pain avec du fromage.'] },
    { title: 'Le marché', lessonPos: 6, texts: ['Au marché, il y a des pommes, du pain et du fromage.', "Nous achetons de l'eau et du lait pour la maison."] },
  ] },
  de: { title: 'Ein Tag auf dem Markt', author: 'Anna Roth', chapters: [
    { title: 'Das Haus', lessonPos: 3, texts: ['Meine Mutter ist im Haus. Sie trinkt Kaffee mit Milch.', 'Mein Freund isst Brot mit Käse.'] },
    { title: 'Der Markt', lessonPos: 6, texts: ['Auf dem Markt gibt es Äpfel, Brot und Käse.', 'Wir kaufen Wasser und Milch für das Haus.'] },
  ] },
  it: { title: 'Un giorno al mercato', author: 'Anna Rossi', chapters: [
    { title: 'La casa', lessonPos: 3, texts: ['Mia madre è a casa. Beve un caffè con il latte.', 'Il mio amico mangia pane e formaggio.'] },
    { title: 'Il mercato', lessonPos: 6, texts: ['Al mercato ci sono mele, pane e formaggio.', "Compriamo acqua e latte per la casa."] },
  ] },
  ru: { title: 'День на рынке', author: 'Анна Романова', chapters: [
    { title: 'Дом', lessonPos: 3, texts: ['Моя мать дома. Она пьёт кофе с молоком.', 'Мой друг ест хлеб с сыром.'] },
    { title: 'Рынок', lessonPos: 6, texts: ['На рынке есть яблоки, хлеб и сыр.', 'Мы покупаем воду и молоко для дома.'] },
  ] },
  zh: { title: '市场的一天', author: '李安', chapters: [
    { title: '房子', lessonPos: 3, texts: ['我 母亲 在 房子 里。她 喝 咖啡 和 牛奶。', '我的 朋友 吃 面包 和 奶酪。'] },
    { title: '市场', lessonPos: 6, texts: ['市场 有 苹果、面包 和 奶酪。', '我们 买 水 和 牛奶。'] },
  ] },
};
