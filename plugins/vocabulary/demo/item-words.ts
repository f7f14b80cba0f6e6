/**
 * The words of the demo's items (plugins/items/demo/item-templates.ts) that the demo concepts do
 * not have (nouns, adjectives with their agreeing forms, determiners, places), in every demo
 * dialect, so that each course's vocabulary holds what its items say. Derived once from the item
 * templates; keep the two in step when either changes. The item words the concepts have are
 * chosen for every course (ITEM_CONCEPTS).
 */
import type { SentenceWord } from './sentence-words';

export const ITEM_CONCEPTS = ["car","book","house","table","chair","cat","dog","apple","shirt","dress","bicycle","computer","door","window","hat","key","pen","bed","coat","glass","apartment","red","blue","green","black","white","new","expensive","big","small"];

export const ITEM_WORDS: SentenceWord[] = [
  {"key":"backpack","cls":"noun","texts":{"en-US":"backpack","en-GB":"backpack","es-ES":"mochila","es-MX":"mochila","fr-FR":"sac à dos","fr-CA":"sac à dos","de-DE":"Rucksack","it-IT":"zaino","ru-RU":"рюкзак","zh-CN":"背包","zh-TW":"背包"}},
  {"key":"jacket","cls":"noun","texts":{"en-US":"jacket","en-GB":"jacket","es-ES":"chaqueta","es-MX":"chamarra","fr-FR":"veste","fr-CA":"veste","de-DE":"Jacke","it-IT":"giacca","ru-RU":"куртка","zh-CN":"夹克","zh-TW":"夾克"}},
  {"key":"cell phone","cls":"noun","texts":{"en-US":"cell phone","en-GB":"mobile phone","es-ES":"móvil","es-MX":"celular","fr-FR":"portable","fr-CA":"portable","de-DE":"Handy","it-IT":"cellulare","ru-RU":"телефон","zh-CN":"手机","zh-TW":"手機"}},
  {"key":"cup","cls":"noun","texts":{"en-US":"cup","en-GB":"cup","es-ES":"taza","es-MX":"taza","fr-FR":"tasse","fr-CA":"tasse","de-DE":"Tasse","it-IT":"tazza","ru-RU":"чашка","zh-CN":"杯子","zh-TW":"杯子"}},
  {"key":"bottle","cls":"noun","texts":{"en-US":"bottle","en-GB":"bottle","es-ES":"botella","es-MX":"botella","fr-FR":"bouteille","fr-CA":"bouteille","de-DE":"Flasche","it-IT":"bottiglia","ru-RU":"бутылка","zh-CN":"瓶子","zh-TW":"瓶子"}},
  {"key":"garden","cls":"noun","texts":{"en-US":"garden","en-GB":"garden","es-ES":"jardín","es-MX":"jardín","fr-FR":"jardin","fr-CA":"jardin","de-DE":"Garten","it-IT":"giardino","ru-RU":"сад","zh-CN":"花园","zh-TW":"花園"}},
  {"key":"lamp","cls":"noun","texts":{"en-US":"lamp","en-GB":"lamp","es-ES":"lámpara","es-MX":"lámpara","fr-FR":"lampe","fr-CA":"lampe","de-DE":"Lampe","it-IT":"lampada","ru-RU":"лампа","zh-CN":"灯","zh-TW":"燈"}},
  {"key":"umbrella","cls":"noun","texts":{"en-US":"umbrella","en-GB":"umbrella","es-ES":"paraguas","es-MX":"paraguas","fr-FR":"parapluie","fr-CA":"parapluie","de-DE":"Regenschirm","it-IT":"ombrello","ru-RU":"зонт","zh-CN":"雨伞","zh-TW":"雨傘"}},
  {"key":"ball","cls":"noun","texts":{"en-US":"ball","en-GB":"ball","es-ES":"pelota","es-MX":"pelota","fr-FR":"ballon","fr-CA":"ballon","de-DE":"Ball","it-IT":"palla","ru-RU":"мяч","zh-CN":"球","zh-TW":"球"}},
  {"key":"mirror","cls":"noun","texts":{"en-US":"mirror","en-GB":"mirror","es-ES":"espejo","es-MX":"espejo","fr-FR":"miroir","fr-CA":"miroir","de-DE":"Spiegel","it-IT":"specchio","ru-RU":"зеркало","zh-CN":"镜子","zh-TW":"鏡子"}},
  {"key":"box","cls":"noun","texts":{"en-US":"box","en-GB":"box","es-ES":"caja","es-MX":"caja","fr-FR":"boîte","fr-CA":"boîte","de-DE":"Kiste","it-IT":"scatola","ru-RU":"коробка","zh-CN":"盒子","zh-TW":"盒子"}},
  {"key":"sofa","cls":"noun","texts":{"en-US":"sofa","en-GB":"sofa","es-ES":"sofá","es-MX":"sofá","fr-FR":"canapé","fr-CA":"canapé","de-DE":"Sofa","it-IT":"divano","ru-RU":"диван","zh-CN":"沙发","zh-TW":"沙發"}},
  {"key":"painting","cls":"noun","texts":{"en-US":"painting","en-GB":"painting","es-ES":"cuadro","es-MX":"cuadro","fr-FR":"tableau","fr-CA":"tableau","de-DE":"Bild","it-IT":"quadro","ru-RU":"картина","zh-CN":"画","zh-TW":"畫"}},
  {"key":"cookie","cls":"noun","texts":{"en-US":"cookie","en-GB":"biscuit","es-ES":"galleta","es-MX":"galleta","fr-FR":"biscuit","fr-CA":"biscuit","de-DE":"Keks","it-IT":"biscotto","ru-RU":"печенье","zh-CN":"饼干","zh-TW":"餅乾"}},
  {"key":"comfortable","cls":"adjective","texts":{"en-US":"comfortable","en-GB":"comfortable","es-ES":"cómodo","es-MX":"cómodo","fr-FR":"confortable","fr-CA":"confortable","de-DE":"bequem","it-IT":"comodo","ru-RU":"удобный","zh-CN":"舒服的","zh-TW":"舒服的"},"forms":{"es-ES":[[301,"cómodo"],[302,"cómoda"]],"es-MX":[[301,"cómodo"],[302,"cómoda"]],"fr-FR":[[301,"confortable"],[302,"confortable"]],"fr-CA":[[301,"confortable"],[302,"confortable"]],"de-DE":[[301,"bequemer"],[302,"bequeme"],[305,"bequemes"]],"it-IT":[[301,"comodo"],[302,"comoda"]],"ru-RU":[[301,"удобный"],[302,"удобная"],[305,"удобное"]]}},
  {"key":"broken","cls":"adjective","texts":{"en-US":"broken","en-GB":"broken","es-ES":"roto","es-MX":"roto","fr-FR":"cassé","fr-CA":"cassé","de-DE":"kaputt","it-IT":"rotto","ru-RU":"сломанный","zh-CN":"坏了的","zh-TW":"壞了的"},"forms":{"es-ES":[[301,"roto"],[302,"rota"]],"es-MX":[[301,"roto"],[302,"rota"]],"fr-FR":[[301,"cassé"],[302,"cassée"]],"fr-CA":[[301,"cassé"],[302,"cassée"]],"de-DE":[[301,"kaputter"],[302,"kaputte"],[305,"kaputtes"]],"it-IT":[[301,"rotto"],[302,"rotta"]],"ru-RU":[[301,"сломанный"],[302,"сломанная"],[305,"сломанное"]]}},
  {"key":"heavy","cls":"adjective","texts":{"en-US":"heavy","en-GB":"heavy","es-ES":"pesado","es-MX":"pesado","fr-FR":"lourd","fr-CA":"lourd","de-DE":"schwer","it-IT":"pesante","ru-RU":"тяжёлый","zh-CN":"很重的","zh-TW":"很重的"},"forms":{"es-ES":[[301,"pesado"],[302,"pesada"]],"es-MX":[[301,"pesado"],[302,"pesada"]],"fr-FR":[[301,"lourd"],[302,"lourde"]],"fr-CA":[[301,"lourd"],[302,"lourde"]],"de-DE":[[301,"schwerer"],[302,"schwere"],[305,"schweres"]],"it-IT":[[301,"pesante"],[302,"pesante"]],"ru-RU":[[301,"тяжёлый"],[302,"тяжёлая"],[305,"тяжёлое"]]}},
  {"key":"dirty","cls":"adjective","texts":{"en-US":"dirty","en-GB":"dirty","es-ES":"sucio","es-MX":"sucio","fr-FR":"sale","fr-CA":"sale","de-DE":"schmutzig","it-IT":"sporco","ru-RU":"грязный","zh-CN":"很脏的","zh-TW":"很髒的"},"forms":{"es-ES":[[301,"sucio"],[302,"sucia"]],"es-MX":[[301,"sucio"],[302,"sucia"]],"fr-FR":[[301,"sale"],[302,"sale"]],"fr-CA":[[301,"sale"],[302,"sale"]],"de-DE":[[301,"schmutziger"],[302,"schmutzige"],[305,"schmutziges"]],"it-IT":[[301,"sporco"],[302,"sporca"]],"ru-RU":[[301,"грязный"],[302,"грязная"],[305,"грязное"]]}},
  {"key":"a (determiner)","cls":"determiner","texts":{"en-US":"a","en-GB":"a","es-ES":"un","es-MX":"un","fr-FR":"un","fr-CA":"un","de-DE":"ein","it-IT":"un"},"forms":{"en-US":[[301,"a"],[302,"an"]],"en-GB":[[301,"a"],[302,"an"]],"es-ES":[[301,"un"],[302,"una"]],"es-MX":[[301,"un"],[302,"una"]],"fr-FR":[[301,"un"],[302,"une"]],"fr-CA":[[301,"un"],[302,"une"]],"de-DE":[[301,"ein"],[302,"eine"]],"it-IT":[[301,"un"],[302,"una"],[303,"uno"],[304,"un'"]]}},
  {"key":"the (determiner)","cls":"determiner","texts":{"en-US":"the","en-GB":"the","es-ES":"el","es-MX":"el","fr-FR":"le","fr-CA":"le","de-DE":"der","it-IT":"il"},"forms":{"es-ES":[[301,"el"],[302,"la"]],"es-MX":[[301,"el"],[302,"la"]],"fr-FR":[[301,"le"],[302,"la"],[303,"l'"]],"fr-CA":[[301,"le"],[302,"la"],[303,"l'"]],"de-DE":[[301,"der"],[302,"die"],[303,"das"]],"it-IT":[[301,"il"],[302,"la"],[303,"lo"],[304,"l'"]]}},
  {"key":"my (determiner)","cls":"determiner","texts":{"en-US":"my","en-GB":"my","es-ES":"mi","es-MX":"mi","fr-FR":"mon","fr-CA":"mon","de-DE":"mein","it-IT":"mio","ru-RU":"мой","zh-CN":"我的","zh-TW":"我的"},"forms":{"fr-FR":[[301,"mon"],[302,"ma"]],"fr-CA":[[301,"mon"],[302,"ma"]],"de-DE":[[301,"mein"],[302,"meine"]],"it-IT":[[301,"mio"],[302,"mia"]],"ru-RU":[[301,"мой"],[302,"моя"],[303,"моё"]]}},
  {"key":"this (determiner)","cls":"determiner","texts":{"en-US":"this","en-GB":"this","es-ES":"este","es-MX":"este","fr-FR":"ce","fr-CA":"ce","de-DE":"dieser","it-IT":"questo","ru-RU":"этот"},"forms":{"es-ES":[[301,"este"],[302,"esta"]],"es-MX":[[301,"este"],[302,"esta"]],"fr-FR":[[301,"ce"],[302,"cette"],[303,"cet"]],"fr-CA":[[301,"ce"],[302,"cette"],[303,"cet"]],"de-DE":[[301,"dieser"],[302,"diese"],[303,"dieses"]],"it-IT":[[301,"questo"],[302,"questa"]],"ru-RU":[[301,"этот"],[302,"эта"],[303,"это"]]}},
  {"key":"on the table (place)","cls":"other","texts":{"en-US":"on the table","en-GB":"on the table","es-ES":"en la mesa","es-MX":"en la mesa","fr-FR":"sur la table","fr-CA":"sur la table","de-DE":"auf dem Tisch","it-IT":"sul tavolo","ru-RU":"на столе","zh-CN":"桌子上","zh-TW":"桌子上"}},
  {"key":"in the kitchen (place)","cls":"other","texts":{"en-US":"in the kitchen","en-GB":"in the kitchen","es-ES":"en la cocina","es-MX":"en la cocina","fr-FR":"dans la cuisine","fr-CA":"dans la cuisine","de-DE":"in der Küche","it-IT":"in cucina","ru-RU":"на кухне","zh-CN":"厨房里","zh-TW":"廚房裡"}},
  {"key":"in the garden (place)","cls":"other","texts":{"en-US":"in the garden","en-GB":"in the garden","es-ES":"en el jardín","es-MX":"en el jardín","fr-FR":"dans le jardin","fr-CA":"dans le jardin","de-DE":"im Garten","it-IT":"in giardino","ru-RU":"в саду","zh-CN":"花园里","zh-TW":"花園裡"}},
  {"key":"next to the door (place)","cls":"other","texts":{"en-US":"next to the door","en-GB":"next to the door","es-ES":"junto a la puerta","es-MX":"junto a la puerta","fr-FR":"à côté de la porte","fr-CA":"à côté de la porte","de-DE":"neben der Tür","it-IT":"vicino alla porta","ru-RU":"у двери","zh-CN":"门边","zh-TW":"門邊"}},
  {"key":"under the bed (place)","cls":"other","texts":{"en-US":"under the bed","en-GB":"under the bed","es-ES":"debajo de la cama","es-MX":"debajo de la cama","fr-FR":"sous le lit","fr-CA":"sous le lit","de-DE":"unter dem Bett","it-IT":"sotto il letto","ru-RU":"под кроватью","zh-CN":"床下","zh-TW":"床下"}},
  {"key":"in the car (place)","cls":"other","texts":{"en-US":"in the car","en-GB":"in the car","es-ES":"en el coche","es-MX":"en el carro","fr-FR":"dans la voiture","fr-CA":"dans la voiture","de-DE":"im Auto","it-IT":"in macchina","ru-RU":"в машине","zh-CN":"车里","zh-TW":"車裡"}},
  {"key":"kitchen","cls":"noun","texts":{"en-US":"kitchen","en-GB":"kitchen","es-ES":"cocina","es-MX":"cocina","fr-FR":"cuisine","fr-CA":"cuisine","de-DE":"Küche","it-IT":"cucina","ru-RU":"кухня","zh-CN":"厨房","zh-TW":"廚房"}},
];

/**
 * Chinese says 'a' and 'this' with the noun's measure word (一本书, 这辆车): one entry per measure
 * word the items use, so the linker covers the item's first word, for the courses that say them
 * (the others lack these dialects and skip the entries).
 */
const MEASURE_WORDS: [string, string][] = [
  ['辆', '輛'], ['本', '本'], ['座', '座'], ['张', '張'], ['把', '把'], ['只', '隻'], ['个', '個'], ['件', '件'], ['条', '條'], ['部', '部'],
  ['台', '台'], ['扇', '扇'], ['顶', '頂'], ['盏', '盞'], ['支', '支'], ['面', '面'], ['幅', '幅'], ['套', '套'], ['块', '塊'],
];
for (const [cn, tw] of MEASURE_WORDS) {
  for (const [en, zh, zhTw] of [['a', '一', '一'], ['this', '这', '這']]) {
    ITEM_WORDS.push({ key: `${en} (measure ${cn})`, cls: 'determiner', texts: { 'en-US': en, 'en-GB': en, 'zh-CN': `${zh}${cn}`, 'zh-TW': `${zhTw}${tw}` } });
  }
}
