/**
 * Template data for generated items: noun phrases (determiner + adjective + noun + place) in the
 * seven course languages, with the dialect differences the demo dialects have (es-MX, en-GB,
 * fr-CA, zh-TW). The generator (item-generator.ts) puts the parts together with each language's
 * agreement rules, so a course's target text and its source texts say the same thing.
 */

export type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'ru' | 'zh';
export type G2 = 'm' | 'f';
export type G3 = 'm' | 'f' | 'n';

/** What a noun is, for choosing adjectives and places that make sense with it. */
export type NounTag = 'thing' | 'furniture' | 'clothes' | 'animal' | 'food' | 'place' | 'portable' | 'vehicle' | 'device';

export interface Noun {
  tags: NounTag[];
  en: string;
  /** Dialect wording where it differs from the language's: 'en-GB': 'flat'. */
  dialects?: Record<string, string | [string, G2]>;
  es: [string, G2];
  fr: [string, G2];
  it: [string, G2];
  de: [string, G3];
  ru: [string, G3];
  /** The noun and its measure word. */
  zh: [string, string];
}

export const NOUNS: Noun[] = [
  {
    tags: ['thing', 'vehicle'],
    en: 'car',
    dialects: { 'es-MX': ['carro', 'm'] },
    es: ['coche', 'm'],
    fr: ['voiture', 'f'],
    it: ['macchina', 'f'],
    de: ['Auto', 'n'],
    ru: ['машина', 'f'],
    zh: ['汽车', '辆'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'book',
    es: ['libro', 'm'],
    fr: ['livre', 'm'],
    it: ['libro', 'm'],
    de: ['Buch', 'n'],
    ru: ['книга', 'f'],
    zh: ['书', '本'],
  },
  { tags: ['place'], en: 'house', es: ['casa', 'f'], fr: ['maison', 'f'], it: ['casa', 'f'], de: ['Haus', 'n'], ru: ['дом', 'm'], zh: ['房子', '座'] },
  {
    tags: ['thing', 'furniture'],
    en: 'table',
    es: ['mesa', 'f'],
    fr: ['table', 'f'],
    it: ['tavolo', 'm'],
    de: ['Tisch', 'm'],
    ru: ['стол', 'm'],
    zh: ['桌子', '张'],
  },
  {
    tags: ['thing', 'furniture'],
    en: 'chair',
    es: ['silla', 'f'],
    fr: ['chaise', 'f'],
    it: ['sedia', 'f'],
    de: ['Stuhl', 'm'],
    ru: ['стул', 'm'],
    zh: ['椅子', '把'],
  },
  {
    tags: ['animal', 'portable'],
    en: 'cat',
    es: ['gato', 'm'],
    fr: ['chat', 'm'],
    it: ['gatto', 'm'],
    de: ['Katze', 'f'],
    ru: ['кошка', 'f'],
    zh: ['猫', '只'],
  },
  {
    tags: ['animal', 'portable'],
    en: 'dog',
    es: ['perro', 'm'],
    fr: ['chien', 'm'],
    it: ['cane', 'm'],
    de: ['Hund', 'm'],
    ru: ['собака', 'f'],
    zh: ['狗', '只'],
  },
  {
    tags: ['food', 'portable'],
    en: 'apple',
    es: ['manzana', 'f'],
    fr: ['pomme', 'f'],
    it: ['mela', 'f'],
    de: ['Apfel', 'm'],
    ru: ['яблоко', 'n'],
    zh: ['苹果', '个'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'backpack',
    es: ['mochila', 'f'],
    fr: ['sac à dos', 'm'],
    it: ['zaino', 'm'],
    de: ['Rucksack', 'm'],
    ru: ['рюкзак', 'm'],
    zh: ['背包', '个'],
  },
  {
    tags: ['thing', 'clothes'],
    en: 'shirt',
    es: ['camisa', 'f'],
    fr: ['chemise', 'f'],
    it: ['camicia', 'f'],
    de: ['Hemd', 'n'],
    ru: ['рубашка', 'f'],
    zh: ['衬衫', '件'],
  },
  {
    tags: ['thing', 'clothes'],
    en: 'dress',
    es: ['vestido', 'm'],
    fr: ['robe', 'f'],
    it: ['vestito', 'm'],
    de: ['Kleid', 'n'],
    ru: ['платье', 'n'],
    zh: ['连衣裙', '条'],
  },
  {
    tags: ['thing', 'clothes'],
    en: 'jacket',
    dialects: { 'es-MX': ['chamarra', 'f'] },
    es: ['chaqueta', 'f'],
    fr: ['veste', 'f'],
    it: ['giacca', 'f'],
    de: ['Jacke', 'f'],
    ru: ['куртка', 'f'],
    zh: ['夹克', '件'],
  },
  {
    tags: ['thing', 'vehicle'],
    en: 'bicycle',
    es: ['bicicleta', 'f'],
    fr: ['vélo', 'm'],
    it: ['bicicletta', 'f'],
    de: ['Fahrrad', 'n'],
    ru: ['велосипед', 'm'],
    zh: ['自行车', '辆'],
  },
  {
    tags: ['thing', 'portable', 'device'],
    en: 'cell phone',
    dialects: { 'en-GB': 'mobile phone', 'es-MX': ['celular', 'm'] },
    es: ['móvil', 'm'],
    fr: ['portable', 'm'],
    it: ['cellulare', 'm'],
    de: ['Handy', 'n'],
    ru: ['телефон', 'm'],
    zh: ['手机', '部'],
  },
  {
    tags: ['thing', 'device'],
    en: 'computer',
    dialects: { 'es-MX': ['computadora', 'f'] },
    es: ['ordenador', 'm'],
    fr: ['ordinateur', 'm'],
    it: ['computer', 'm'],
    de: ['Computer', 'm'],
    ru: ['компьютер', 'm'],
    zh: ['电脑', '台'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'cup',
    es: ['taza', 'f'],
    fr: ['tasse', 'f'],
    it: ['tazza', 'f'],
    de: ['Tasse', 'f'],
    ru: ['чашка', 'f'],
    zh: ['杯子', '个'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'bottle',
    es: ['botella', 'f'],
    fr: ['bouteille', 'f'],
    it: ['bottiglia', 'f'],
    de: ['Flasche', 'f'],
    ru: ['бутылка', 'f'],
    zh: ['瓶子', '个'],
  },
  { tags: ['thing'], en: 'door', es: ['puerta', 'f'], fr: ['porte', 'f'], it: ['porta', 'f'], de: ['Tür', 'f'], ru: ['дверь', 'f'], zh: ['门', '扇'] },
  {
    tags: ['thing'],
    en: 'window',
    es: ['ventana', 'f'],
    fr: ['fenêtre', 'f'],
    it: ['finestra', 'f'],
    de: ['Fenster', 'n'],
    ru: ['окно', 'n'],
    zh: ['窗户', '扇'],
  },
  { tags: ['place'], en: 'garden', es: ['jardín', 'm'], fr: ['jardin', 'm'], it: ['giardino', 'm'], de: ['Garten', 'm'], ru: ['сад', 'm'], zh: ['花园', '个'] },
  {
    tags: ['thing', 'clothes', 'portable'],
    en: 'hat',
    es: ['sombrero', 'm'],
    fr: ['chapeau', 'm'],
    it: ['cappello', 'm'],
    de: ['Hut', 'm'],
    ru: ['шляпа', 'f'],
    zh: ['帽子', '顶'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'key',
    es: ['llave', 'f'],
    fr: ['clé', 'f'],
    it: ['chiave', 'f'],
    de: ['Schlüssel', 'm'],
    ru: ['ключ', 'm'],
    zh: ['钥匙', '把'],
  },
  {
    tags: ['thing', 'portable', 'device'],
    en: 'lamp',
    es: ['lámpara', 'f'],
    fr: ['lampe', 'f'],
    it: ['lampada', 'f'],
    de: ['Lampe', 'f'],
    ru: ['лампа', 'f'],
    zh: ['灯', '盏'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'pen',
    dialects: { 'es-MX': ['pluma', 'f'] },
    es: ['bolígrafo', 'm'],
    fr: ['stylo', 'm'],
    it: ['penna', 'f'],
    de: ['Kuli', 'm'],
    ru: ['ручка', 'f'],
    zh: ['笔', '支'],
  },
  {
    tags: ['thing', 'furniture'],
    en: 'bed',
    es: ['cama', 'f'],
    fr: ['lit', 'm'],
    it: ['letto', 'm'],
    de: ['Bett', 'n'],
    ru: ['кровать', 'f'],
    zh: ['床', '张'],
  },
  {
    tags: ['thing', 'clothes'],
    en: 'coat',
    es: ['abrigo', 'm'],
    fr: ['manteau', 'm'],
    it: ['cappotto', 'm'],
    de: ['Mantel', 'm'],
    ru: ['пальто', 'n'],
    zh: ['外套', '件'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'umbrella',
    es: ['paraguas', 'm'],
    fr: ['parapluie', 'm'],
    it: ['ombrello', 'm'],
    de: ['Regenschirm', 'm'],
    ru: ['зонт', 'm'],
    zh: ['雨伞', '把'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'ball',
    es: ['pelota', 'f'],
    fr: ['ballon', 'm'],
    it: ['palla', 'f'],
    de: ['Ball', 'm'],
    ru: ['мяч', 'm'],
    zh: ['球', '个'],
  },
  {
    tags: ['thing', 'furniture'],
    en: 'mirror',
    es: ['espejo', 'm'],
    fr: ['miroir', 'm'],
    it: ['specchio', 'm'],
    de: ['Spiegel', 'm'],
    ru: ['зеркало', 'n'],
    zh: ['镜子', '面'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'box',
    es: ['caja', 'f'],
    fr: ['boîte', 'f'],
    it: ['scatola', 'f'],
    de: ['Kiste', 'f'],
    ru: ['коробка', 'f'],
    zh: ['盒子', '个'],
  },
  {
    tags: ['thing', 'furniture'],
    en: 'sofa',
    es: ['sofá', 'm'],
    fr: ['canapé', 'm'],
    it: ['divano', 'm'],
    de: ['Sofa', 'n'],
    ru: ['диван', 'm'],
    zh: ['沙发', '张'],
  },
  {
    tags: ['thing'],
    en: 'painting',
    es: ['cuadro', 'm'],
    fr: ['tableau', 'm'],
    it: ['quadro', 'm'],
    de: ['Bild', 'n'],
    ru: ['картина', 'f'],
    zh: ['画', '幅'],
  },
  {
    tags: ['thing', 'portable'],
    en: 'glass',
    es: ['vaso', 'm'],
    fr: ['verre', 'm'],
    it: ['bicchiere', 'm'],
    de: ['Glas', 'n'],
    ru: ['стакан', 'm'],
    zh: ['玻璃杯', '个'],
  },
  {
    tags: ['place'],
    en: 'apartment',
    dialects: { 'en-GB': 'flat', 'es-MX': ['departamento', 'm'] },
    es: ['piso', 'm'],
    fr: ['appartement', 'm'],
    it: ['appartamento', 'm'],
    de: ['Wohnung', 'f'],
    ru: ['квартира', 'f'],
    zh: ['公寓', '套'],
  },
  {
    tags: ['food', 'portable'],
    en: 'cookie',
    dialects: { 'en-GB': 'biscuit' },
    es: ['galleta', 'f'],
    fr: ['biscuit', 'm'],
    it: ['biscotto', 'm'],
    de: ['Keks', 'm'],
    ru: ['печенье', 'n'],
    zh: ['饼干', '块'],
  },
];

export interface Adjective {
  /** The nouns it goes with (any of these tags). */
  for: NounTag[];
  en: string;
  es: [string, string];
  fr: [string, string];
  /** French adjectives that come before the noun (grand, petit). */
  frBefore?: boolean;
  it: [string, string];
  /** The stem that takes the German endings (rot → roter, rote, rotes). */
  de: string;
  ru: [string, string, string];
  /**
   * The course vocabulary's word: monosyllabic adjectives join the noun directly (新车, 红书), as the
   * vocabulary has them (红, not 红色的); others carry 的.
   */
  zh: string;
}

export const ADJECTIVES: Adjective[] = [
  {
    for: ['thing', 'food'],
    en: 'red',
    es: ['rojo', 'roja'],
    fr: ['rouge', 'rouge'],
    it: ['rosso', 'rossa'],
    de: 'rot',
    ru: ['красный', 'красная', 'красное'],
    zh: '红',
  },
  { for: ['thing'], en: 'blue', es: ['azul', 'azul'], fr: ['bleu', 'bleue'], it: ['blu', 'blu'], de: 'blau', ru: ['синий', 'синяя', 'синее'], zh: '蓝' },
  {
    for: ['thing', 'food'],
    en: 'green',
    es: ['verde', 'verde'],
    fr: ['vert', 'verte'],
    it: ['verde', 'verde'],
    de: 'grün',
    ru: ['зелёный', 'зелёная', 'зелёное'],
    zh: '绿',
  },
  {
    for: ['thing', 'animal'],
    en: 'black',
    es: ['negro', 'negra'],
    fr: ['noir', 'noire'],
    it: ['nero', 'nera'],
    de: 'schwarz',
    ru: ['чёрный', 'чёрная', 'чёрное'],
    zh: '黑',
  },
  {
    for: ['thing', 'animal'],
    en: 'white',
    es: ['blanco', 'blanca'],
    fr: ['blanc', 'blanche'],
    it: ['bianco', 'bianca'],
    de: 'weiß',
    ru: ['белый', 'белая', 'белое'],
    zh: '白',
  },
  {
    for: ['thing', 'place'],
    en: 'new',
    es: ['nuevo', 'nueva'],
    fr: ['nouveau', 'nouvelle'],
    frBefore: true,
    it: ['nuovo', 'nuova'],
    de: 'neu',
    ru: ['новый', 'новая', 'новое'],
    zh: '新',
  },
  {
    for: ['thing', 'place'],
    en: 'expensive',
    es: ['caro', 'cara'],
    fr: ['cher', 'chère'],
    it: ['caro', 'cara'],
    de: 'teur',
    ru: ['дорогой', 'дорогая', 'дорогое'],
    zh: '贵',
  },
  {
    for: ['furniture', 'clothes'],
    en: 'comfortable',
    es: ['cómodo', 'cómoda'],
    fr: ['confortable', 'confortable'],
    it: ['comodo', 'comoda'],
    de: 'bequem',
    ru: ['удобный', 'удобная', 'удобное'],
    zh: '舒服的',
  },
  {
    for: ['device', 'furniture', 'vehicle'],
    en: 'broken',
    es: ['roto', 'rota'],
    fr: ['cassé', 'cassée'],
    it: ['rotto', 'rotta'],
    de: 'kaputt',
    ru: ['сломанный', 'сломанная', 'сломанное'],
    zh: '坏了的',
  },
  {
    for: ['thing', 'furniture'],
    en: 'heavy',
    es: ['pesado', 'pesada'],
    fr: ['lourd', 'lourde'],
    it: ['pesante', 'pesante'],
    de: 'schwer',
    ru: ['тяжёлый', 'тяжёлая', 'тяжёлое'],
    zh: '很重的',
  },
  {
    for: ['thing', 'animal', 'place'],
    en: 'dirty',
    es: ['sucio', 'sucia'],
    fr: ['sale', 'sale'],
    it: ['sporco', 'sporca'],
    de: 'schmutzig',
    ru: ['грязный', 'грязная', 'грязное'],
    zh: '很脏的',
  },
  {
    for: ['thing', 'animal', 'place', 'food'],
    en: 'big',
    es: ['grande', 'grande'],
    fr: ['grand', 'grande'],
    frBefore: true,
    it: ['grande', 'grande'],
    de: 'groß',
    ru: ['большой', 'большая', 'большое'],
    zh: '大',
  },
  {
    for: ['thing', 'animal', 'place', 'food'],
    en: 'small',
    es: ['pequeño', 'pequeña'],
    fr: ['petit', 'petite'],
    frBefore: true,
    it: ['piccolo', 'piccola'],
    de: 'klein',
    ru: ['маленький', 'маленькая', 'маленькое'],
    zh: '小',
  },
];

export type Determiner = 'a' | 'the' | 'my' | 'this';
export const DETERMINERS: Determiner[] = ['a', 'the', 'my', 'this'];

/** Where a portable thing is. */
export interface Place {
  en: string;
  es: string;
  fr: string;
  it: string;
  de: string;
  ru: string;
  /** Before the noun, with 的: 桌子上的书. */
  zh: string;
  dialects?: Record<string, string>;
}

export const PLACES: Place[] = [
  { en: 'on the table', es: 'en la mesa', fr: 'sur la table', it: 'sul tavolo', de: 'auf dem Tisch', ru: 'на столе', zh: '桌子上' },
  { en: 'in the kitchen', es: 'en la cocina', fr: 'dans la cuisine', it: 'in cucina', de: 'in der Küche', ru: 'на кухне', zh: '厨房里' },
  { en: 'in the garden', es: 'en el jardín', fr: 'dans le jardin', it: 'in giardino', de: 'im Garten', ru: 'в саду', zh: '花园里' },
  { en: 'next to the door', es: 'junto a la puerta', fr: 'à côté de la porte', it: 'vicino alla porta', de: 'neben der Tür', ru: 'у двери', zh: '门边' },
  { en: 'under the bed', es: 'debajo de la cama', fr: 'sous le lit', it: 'sotto il letto', de: 'unter dem Bett', ru: 'под кроватью', zh: '床下' },
  {
    en: 'in the car',
    es: 'en el coche',
    dialects: { 'es-MX': 'en el carro' },
    fr: 'dans la voiture',
    it: 'in macchina',
    de: 'im Auto',
    ru: 'в машине',
    zh: '车里',
  },
];

/**
 * Simplified to traditional Chinese for zh-TW: whole words first (where Taiwan uses another
 * word or a character maps to several), then characters. Characters written the same in both
 * scripts are in SAME_IN_BOTH; a test checks every character of the templates is in one of them.
 */
export const ZH_TW_WORDS: Record<string, string> = {
  自行车: '腳踏車',
  连衣裙: '洋裝',
  车里: '車裡',
  厨房里: '廚房裡',
  花园里: '花園裡',
};
export const ZH_TW_CHARS: Record<string, string> = {
  车: '車',
  书: '書',
  张: '張',
  猫: '貓',
  只: '隻',
  苹: '蘋',
  个: '個',
  衬: '襯',
  条: '條',
  夹: '夾',
  辆: '輛',
  机: '機',
  电: '電',
  脑: '腦',
  门: '門',
  户: '戶',
  园: '園',
  顶: '頂',
  钥: '鑰',
  灯: '燈',
  盏: '盞',
  笔: '筆',
  伞: '傘',
  镜: '鏡',
  发: '發',
  画: '畫',
  饼: '餅',
  干: '乾',
  块: '塊',
  红: '紅',
  蓝: '藍',
  绿: '綠',
  贵: '貴',
  坏: '壞',
  脏: '髒',
  这: '這',
  厨: '廚',
  边: '邊',
  里: '裡',
};
export const SAME_IN_BOTH = new Set([...'汽外子座桌椅把狗果背包衫裙件克部台杯瓶扇窗花帽匙支床大衣雨球面盒沙幅玻璃公寓套色的黑白新很舒服了重小我一上下本手']);

export function toTraditional(s: string): string {
  let out = s;
  for (const [w, t] of Object.entries(ZH_TW_WORDS)) out = out.split(w).join(t);
  return [...out].map((c) => ZH_TW_CHARS[c] ?? c).join('');
}
