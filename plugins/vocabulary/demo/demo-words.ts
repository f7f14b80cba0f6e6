/**
 * Demo vocabulary: real words of the seven languages. Parsed by index.ts.
 *
 * CATEGORIES: path | description for AI | es | fr | de | it | ru | zh (simplified~traditional)
 * CONCEPTS: key | class | categories (comma-separated paths, or -) | level | relation | en | es | fr | de | it | ru | zh
 *   relation: '-', a parent key ('fruit'), or '=key' for a synonym of that entry.
 *   A word cell: 'singular/plural gender', variants per dialect joined by '~' (en-US~en-GB, es-ES~es-MX,
 *   fr-FR~fr-CA, zh-CN~zh-TW). A plural ending in '!' is irregular, in '*' a stem change.
 */
export const CATEGORIES = `
Food | Things people eat and drink | Comida | Nourriture | Essen | Cibo | Еда | 食物
Food > Fruit | Edible fruits and berries, whole or as ingredients | Fruta | Fruits | Obst | Frutta | Фрукты | 水果
Food > Vegetables | Vegetables, roots, salad leaves | Verduras | Légumes | Gemüse | Verdura | Овощи | 蔬菜
Food > Drinks | Anything drunk: water, hot drinks, juices, alcohol | Bebidas | Boissons | Getränke | Bevande | Напитки | 饮料~飲料
Food > Meals | Meals of the day, dishes, meat, fish and staples | Comidas | Repas | Mahlzeiten | Pasti | Блюда | 饭菜~飯菜
Food > Bakery and dairy | Bread, cakes, milk products | Panadería y lácteos | Boulangerie et laitages | Backwaren und Milchprodukte | Panetteria e latticini | Выпечка и молочные продукты | 面包和奶制品~麵包和奶製品
People | Persons, their relations and their work | Personas | Personnes | Menschen | Persone | Люди | 人
People > Family | Relatives and friends | Familia | Famille | Familie | Famiglia | Семья | 家庭
People > Professions | Jobs and the people who do them | Profesiones | Métiers | Berufe | Professioni | Профессии | 职业~職業
People > Body | Parts of the human body | Cuerpo | Corps | Körper | Corpo | Тело | 身体~身體
Home | Where people live and what is in it | Casa | Maison | Zuhause | Casa | Дом | 家
Home > Rooms | Rooms and kinds of dwelling | Habitaciones | Pièces | Zimmer | Stanze | Комнаты | 房间~房間
Home > Furniture | Furniture and fixed parts of a room | Muebles | Meubles | Möbel | Mobili | Мебель | 家具
Home > Household objects | Small objects used at home | Objetos de la casa | Objets de la maison | Haushaltsgegenstände | Oggetti di casa | Предметы быта | 家居用品
Travel | Getting around and places to go | Viajes | Voyages | Reisen | Viaggi | Путешествия | 旅行
Travel > Transport | Vehicles and tickets | Transporte | Transports | Verkehrsmittel | Trasporti | Транспорт | 交通
Travel > Places in town | Buildings, streets and places of a town | Lugares de la ciudad | Lieux en ville | Orte in der Stadt | Luoghi in città | Места в городе | 城市地点~城市地點
Nature | The natural world | Naturaleza | Nature | Natur | Natura | Природа | 自然
Nature > Animals | Animals, wild and domestic | Animales | Animaux | Tiere | Animali | Животные | 动物~動物
Nature > Weather | Weather and sky | Tiempo atmosférico | Météo | Wetter | Tempo atmosferico | Погода | 天气~天氣
Nature > Landscape | Land, water and plants | Paisaje | Paysage | Landschaft | Paesaggio | Пейзаж | 风景~風景
Time | Days, parts of the day and expressions of time | Tiempo | Temps | Zeit | Tempo | Время | 时间~時間
Time > Days of the week | The days of the week | Días de la semana | Jours de la semaine | Wochentage | Giorni della settimana | Дни недели | 星期
Time > Time expressions | Units and adverbs of time | Expresiones de tiempo | Expressions de temps | Zeitangaben | Espressioni di tempo | Выражения времени | 时间表达~時間表達
Descriptions | Words that describe things and people | Descripciones | Descriptions | Beschreibungen | Descrizioni | Описания | 描述
Descriptions > Colours | Colour words | Colores | Couleurs | Farben | Colori | Цвета | 颜色~顏色
Descriptions > Qualities | Size, age, price, difficulty, temperature | Cualidades | Qualités | Eigenschaften | Qualità | Качества | 性质~性質
Descriptions > Feelings | Moods and feelings | Sentimientos | Sentiments | Gefühle | Sentimenti | Чувства | 感情
Actions | Verbs of doing | Acciones | Actions | Handlungen | Azioni | Действия | 动作~動作
Actions > Everyday actions | Eating, sleeping, working, routines | Acciones cotidianas | Actions quotidiennes | Alltägliche Handlungen | Azioni quotidiane | Повседневные действия | 日常动作~日常動作
Actions > Movement | Going, coming, running | Movimiento | Mouvement | Bewegung | Movimento | Движение | 移动~移動
Actions > Communication | Speaking, asking, writing, reading | Comunicación | Communication | Kommunikation | Comunicazione | Общение | 交流
Greetings and courtesy | Greetings, thanks, apologies | Saludos y cortesía | Salutations et politesse | Begrüßung und Höflichkeit | Saluti e cortesia | Приветствия и вежливость | 问候和礼貌~問候和禮貌
Numbers | Cardinal numbers | Números | Nombres | Zahlen | Numeri | Числа | 数字~數字
Clothing | Clothes and shoes | Ropa | Vêtements | Kleidung | Abbigliamento | Одежда | 衣服
Grammar words | Function words | Palabras gramaticales | Mots grammaticaux | Funktionswörter | Parole grammaticali | Служебные слова | 虚词~虛詞
Grammar words > Pronouns | Personal pronouns | Pronombres | Pronoms | Pronomen | Pronomi | Местоимения | 代词~代詞
Grammar words > Prepositions | Prepositions | Preposiciones | Prépositions | Präpositionen | Preposizioni | Предлоги | 介词~介詞
Grammar words > Conjunctions | Conjunctions | Conjunciones | Conjonctions | Konjunktionen | Congiunzioni | Союзы | 连词~連詞
Grammar words > Adverbs | Adverbs of degree, frequency and place | Adverbios | Adverbes | Adverbien | Avverbi | Наречия | 副词~副詞
School and work | Learning and working | Escuela y trabajo | École et travail | Schule und Arbeit | Scuola e lavoro | Учёба и работа | 学习和工作~學習和工作
School and work > School | Lessons, exams, school things | Escuela | École | Schule | Scuola | Школа | 学校~學校
School and work > Work | Jobs, offices, money | Trabajo | Travail | Arbeit | Lavoro | Работа | 工作
`;

export const CONCEPTS = `
fruit | noun | Food > Fruit | 12 | - | fruit/fruits | fruta/frutas f | fruit/fruits m | Frucht/Früchte* f | frutta f | фрукт/фрукты m | 水果
apple | noun | Food > Fruit | 11 | fruit | apple/apples | manzana/manzanas f | pomme/pommes f | Apfel/Äpfel* m | mela/mele f | яблоко/яблоки n | 苹果~蘋果
banana | noun | Food > Fruit | 11 | fruit | banana/bananas | plátano/plátanos m | banane/bananes f | Banane/Bananen f | banana/banane f | банан/бананы m | 香蕉
orange | noun | Food > Fruit | 11 | fruit | orange/oranges | naranja/naranjas f | orange/oranges f | Orange/Orangen f | arancia/arance f | апельсин/апельсины m | 橙子
pear | noun | Food > Fruit | 12 | fruit | pear/pears | pera/peras f | poire/poires f | Birne/Birnen f | pera/pere f | груша/груши f | 梨
strawberry | noun | Food > Fruit | 13 | fruit | strawberry/strawberries | fresa/fresas f | fraise/fraises f | Erdbeere/Erdbeeren f | fragola/fragole f | клубника f | 草莓
grape | noun | Food > Fruit | 14 | fruit | grape/grapes | uva/uvas f | raisin/raisins m | Traube/Trauben f | uva/uve f | виноград m | 葡萄
lemon | noun | Food > Fruit | 13 | fruit | lemon/lemons | limón/limones m | citron/citrons m | Zitrone/Zitronen f | limone/limoni m | лимон/лимоны m | 柠檬~檸檬
vegetable | noun | Food > Vegetables | 13 | - | vegetable/vegetables | verdura/verduras f | légume/légumes m | Gemüse n | verdura/verdure f | овощ/овощи m | 蔬菜
tomato | noun | Food > Vegetables | 12 | vegetable | tomato/tomatoes | tomate/tomates m~jitomate/jitomates m | tomate/tomates f | Tomate/Tomaten f | pomodoro/pomodori m | помидор/помидоры m | 西红柿~番茄
potato | noun | Food > Vegetables | 12 | vegetable | potato/potatoes | patata/patatas f~papa/papas f | pomme de terre/pommes de terre f~patate/patates f | Kartoffel/Kartoffeln f | patata/patate f | картошка f | 土豆~馬鈴薯
onion | noun | Food > Vegetables | 14 | vegetable | onion/onions | cebolla/cebollas f | oignon/oignons m | Zwiebel/Zwiebeln f | cipolla/cipolle f | лук m | 洋葱~洋蔥
carrot | noun | Food > Vegetables | 14 | vegetable | carrot/carrots | zanahoria/zanahorias f | carotte/carottes f | Karotte/Karotten f | carota/carote f | морковь f | 胡萝卜~胡蘿蔔
lettuce | noun | Food > Vegetables | 21 | vegetable | lettuce/lettuces | lechuga/lechugas f | laitue/laitues f | Salat/Salate m | lattuga/lattughe f | салат/салаты m | 生菜
water | noun | Food > Drinks | 11 | - | water | agua/aguas f | eau/eaux f | Wasser n | acqua f | вода/воды f | 水
coffee | noun | Food > Drinks | 11 | - | coffee/coffees | café/cafés m | café/cafés m | Kaffee/Kaffees m | caffè/caffè m | кофе m | 咖啡
tea | noun | Food > Drinks | 11 | - | tea/teas | té/tés m | thé/thés m | Tee/Tees m | tè/tè m | чай/чаи m | 茶
milk | noun | Food > Drinks,Food > Bakery and dairy | 12 | - | milk | leche f | lait m | Milch f | latte m | молоко n | 牛奶
juice | noun | Food > Drinks | 12 | - | juice/juices | zumo/zumos m~jugo/jugos m | jus/jus m | Saft/Säfte* m | succo/succhi m | сок/соки m | 果汁
wine | noun | Food > Drinks | 13 | - | wine/wines | vino/vinos m | vin/vins m | Wein/Weine m | vino/vini m | вино/вина n | 葡萄酒
beer | noun | Food > Drinks | 13 | - | beer/beers | cerveza/cervezas f | bière/bières f | Bier/Biere n | birra/birre f | пиво n | 啤酒
breakfast | noun | Food > Meals | 12 | - | breakfast/breakfasts | desayuno/desayunos m | petit déjeuner/petits déjeuners! m | Frühstück/Frühstücke n | colazione/colazioni f | завтрак/завтраки m | 早饭~早飯
lunch | noun | Food > Meals | 12 | - | lunch/lunches | almuerzo/almuerzos m~comida/comidas f | déjeuner/déjeuners m~dîner/dîners m | Mittagessen n | pranzo/pranzi m | обед/обеды m | 午饭~午飯
dinner | noun | Food > Meals | 12 | - | dinner/dinners | cena/cenas f | dîner/dîners m~souper/soupers m | Abendessen n | cena/cene f | ужин/ужины m | 晚饭~晚飯
soup | noun | Food > Meals | 13 | - | soup/soups | sopa/sopas f | soupe/soupes f | Suppe/Suppen f | zuppa/zuppe f | суп/супы m | 汤~湯
rice | noun | Food > Meals | 13 | - | rice | arroz m | riz m | Reis m | riso m | рис m | 米饭~米飯
egg | noun | Food > Meals | 12 | - | egg/eggs | huevo/huevos m | œuf/œufs m | Ei/Eier n | uovo/uova! m | яйцо/яйца n | 鸡蛋~雞蛋
meat | noun | Food > Meals | 13 | - | meat | carne/carnes f | viande/viandes f | Fleisch n | carne/carni f | мясо n | 肉
fish | noun | Food > Meals,Nature > Animals | 13 | - | fish/fish! | pescado/pescados m | poisson/poissons m | Fisch/Fische m | pesce/pesci m | рыба/рыбы f | 鱼~魚
bread | noun | Food > Bakery and dairy | 11 | - | bread/breads | pan/panes m | pain/pains m | Brot/Brote n | pane/pani m | хлеб/хлеба m | 面包~麵包
cheese | noun | Food > Bakery and dairy | 12 | - | cheese/cheeses | queso/quesos m | fromage/fromages m | Käse/Käse m | formaggio/formaggi m | сыр/сыры m | 奶酪~起司
cake | noun | Food > Bakery and dairy | 14 | - | cake/cakes | pastel/pasteles m | gâteau/gâteaux m | Kuchen/Kuchen m | torta/torte f | торт/торты m | 蛋糕
butter | noun | Food > Bakery and dairy | 15 | - | butter | mantequilla f | beurre m | Butter f | burro m | масло n | 黄油~奶油
family | noun | People > Family | 11 | - | family/families | familia/familias f | famille/familles f | Familie/Familien f | famiglia/famiglie f | семья/семьи f | 家庭
mother | noun | People > Family | 11 | - | mother/mothers | madre/madres f | mère/mères f | Mutter/Mütter* f | madre/madri f | мать/матери! f | 母亲~母親
father | noun | People > Family | 11 | - | father/fathers | padre/padres m | père/pères m | Vater/Väter* m | padre/padri m | отец/отцы* m | 父亲~父親
brother | noun | People > Family | 11 | - | brother/brothers | hermano/hermanos m | frère/frères m | Bruder/Brüder* m | fratello/fratelli m | брат/братья! m | 兄弟
sister | noun | People > Family | 11 | - | sister/sisters | hermana/hermanas f | sœur/sœurs f | Schwester/Schwestern f | sorella/sorelle f | сестра/сёстры* f | 姐妹
son | noun | People > Family | 12 | - | son/sons | hijo/hijos m | fils/fils m | Sohn/Söhne* m | figlio/figli m | сын/сыновья! m | 儿子~兒子
daughter | noun | People > Family | 12 | - | daughter/daughters | hija/hijas f | fille/filles f | Tochter/Töchter* f | figlia/figlie f | дочь/дочери! f | 女儿~女兒
grandmother | noun | People > Family | 13 | - | grandmother/grandmothers | abuela/abuelas f | grand-mère/grands-mères! f | Großmutter/Großmütter* f | nonna/nonne f | бабушка/бабушки f | 奶奶
friend | noun | People > Family | 11 | - | friend/friends | amigo/amigos m | ami/amis m | Freund/Freunde m | amico/amici m | друг/друзья! m | 朋友
child | noun | People > Family | 12 | - | child/children! | niño/niños m | enfant/enfants mf | Kind/Kinder n | bambino/bambini m | ребёнок/дети! m | 孩子
teacher | noun | People > Professions | 12 | - | teacher/teachers | profesor/profesores m | professeur/professeurs m | Lehrer/Lehrer m | insegnante/insegnanti mf | учитель/учителя m | 老师~老師
doctor | noun | People > Professions | 12 | - | doctor/doctors | médico/médicos m | médecin/médecins m | Arzt/Ärzte* m | medico/medici m | врач/врачи m | 医生~醫生
student | noun | People > Professions,School and work > School | 11 | - | student/students | estudiante/estudiantes mf | étudiant/étudiants m | Student/Studenten m | studente/studenti m | студент/студенты m | 学生~學生
waiter | noun | People > Professions | 14 | - | waiter/waiters | camarero/camareros m~mesero/meseros m | serveur/serveurs m | Kellner/Kellner m | cameriere/camerieri m | официант/официанты m | 服务员~服務員
lawyer | noun | People > Professions | 22 | - | lawyer/lawyers | abogado/abogados m | avocat/avocats m | Anwalt/Anwälte* m | avvocato/avvocati m | адвокат/адвокаты m | 律师~律師
cook | noun | People > Professions | 21 | - | cook/cooks | cocinero/cocineros m | cuisinier/cuisiniers m | Koch/Köche* m | cuoco/cuochi m | повар/повара m | 厨师~廚師
head | noun | People > Body | 13 | - | head/heads | cabeza/cabezas f | tête/têtes f | Kopf/Köpfe* m | testa/teste f | голова/головы f | 头~頭
hand | noun | People > Body | 13 | - | hand/hands | mano/manos f | main/mains f | Hand/Hände* f | mano/mani f | рука/руки f | 手
eye | noun | People > Body | 14 | - | eye/eyes | ojo/ojos m | œil/yeux! m | Auge/Augen n | occhio/occhi m | глаз/глаза m | 眼睛
foot | noun | People > Body | 14 | - | foot/feet! | pie/pies m | pied/pieds m | Fuß/Füße* m | piede/piedi m | нога/ноги f | 脚~腳
heart | noun | People > Body | 22 | - | heart/hearts | corazón/corazones m | cœur/cœurs m | Herz/Herzen n | cuore/cuori m | сердце/сердца n | 心
house | noun | Home > Rooms | 11 | - | house/houses | casa/casas f | maison/maisons f | Haus/Häuser* n | casa/case f | дом/дома m | 房子
kitchen | noun | Home > Rooms | 12 | - | kitchen/kitchens | cocina/cocinas f | cuisine/cuisines f | Küche/Küchen f | cucina/cucine f | кухня/кухни f | 厨房~廚房
bathroom | noun | Home > Rooms | 12 | - | bathroom/bathrooms | baño/baños m | salle de bains/salles de bains f | Badezimmer/Badezimmer n | bagno/bagni m | ванная/ванные f | 浴室
bedroom | noun | Home > Rooms | 13 | - | bedroom/bedrooms | dormitorio/dormitorios m~recámara/recámaras f | chambre/chambres f | Schlafzimmer/Schlafzimmer n | camera da letto/camere da letto f | спальня/спальни f | 卧室~臥室
apartment | noun | Home > Rooms | 13 | - | apartment/apartments~flat/flats | piso/pisos m~departamento/departamentos m | appartement/appartements m | Wohnung/Wohnungen f | appartamento/appartamenti m | квартира/квартиры f | 公寓
table | noun | Home > Furniture | 11 | - | table/tables | mesa/mesas f | table/tables f | Tisch/Tische m | tavolo/tavoli m | стол/столы m | 桌子
chair | noun | Home > Furniture | 11 | - | chair/chairs | silla/sillas f | chaise/chaises f | Stuhl/Stühle* m | sedia/sedie f | стул/стулья! m | 椅子
bed | noun | Home > Furniture | 12 | - | bed/beds | cama/camas f | lit/lits m | Bett/Betten n | letto/letti m | кровать/кровати f | 床
door | noun | Home > Furniture | 12 | - | door/doors | puerta/puertas f | porte/portes f | Tür/Türen f | porta/porte f | дверь/двери f | 门~門
window | noun | Home > Furniture | 12 | - | window/windows | ventana/ventanas f | fenêtre/fenêtres f | Fenster/Fenster n | finestra/finestre f | окно/окна n | 窗户~窗戶
key | noun | Home > Household objects | 13 | - | key/keys | llave/llaves f | clé/clés f | Schlüssel/Schlüssel m | chiave/chiavi f | ключ/ключи m | 钥匙~鑰匙
book | noun | Home > Household objects,School and work > School | 11 | - | book/books | libro/libros m | livre/livres m | Buch/Bücher* n | libro/libri m | книга/книги f | 书~書
phone | noun | Home > Household objects | 12 | - | phone/phones | teléfono/teléfonos m | téléphone/téléphones m | Telefon/Telefone n | telefono/telefoni m | телефон/телефоны m | 电话~電話
computer | noun | Home > Household objects,School and work > Work | 13 | - | computer/computers | ordenador/ordenadores m~computadora/computadoras f | ordinateur/ordinateurs m | Computer/Computer m | computer/computer m | компьютер/компьютеры m | 电脑~電腦
glass | noun | Home > Household objects | 13 | - | glass/glasses | vaso/vasos m | verre/verres m | Glas/Gläser* n | bicchiere/bicchieri m | стакан/стаканы m | 玻璃杯
car | noun | Travel > Transport | 11 | - | car/cars | coche/coches m~carro/carros m | voiture/voitures f~auto/autos f | Auto/Autos n | macchina/macchine f | машина/машины f | 汽车~汽車
automobile | noun | Travel > Transport | 24 | =car | automobile/automobiles | automóvil/automóviles m | automobile/automobiles f | Kraftfahrzeug/Kraftfahrzeuge n | automobile/automobili f | автомобиль/автомобили m | 轿车~轎車
bus | noun | Travel > Transport | 12 | - | bus/buses | autobús/autobuses m~camión/camiones m | bus/bus m~autobus/autobus m | Bus/Busse m | autobus/autobus m | автобус/автобусы m | 公共汽车~公車
train | noun | Travel > Transport | 12 | - | train/trains | tren/trenes m | train/trains m | Zug/Züge* m | treno/treni m | поезд/поезда m | 火车~火車
plane | noun | Travel > Transport | 13 | - | airplane/airplanes~aeroplane/aeroplanes | avión/aviones m | avion/avions m | Flugzeug/Flugzeuge n | aereo/aerei m | самолёт/самолёты m | 飞机~飛機
bicycle | noun | Travel > Transport | 14 | - | bicycle/bicycles | bicicleta/bicicletas f | vélo/vélos m | Fahrrad/Fahrräder* n | bicicletta/biciclette f | велосипед/велосипеды m | 自行车~腳踏車
ticket | noun | Travel > Transport | 14 | - | ticket/tickets | billete/billetes m~boleto/boletos m | billet/billets m | Fahrkarte/Fahrkarten f | biglietto/biglietti m | билет/билеты m | 票
street | noun | Travel > Places in town | 12 | - | street/streets | calle/calles f | rue/rues f | Straße/Straßen f | strada/strade f | улица/улицы f | 街
station | noun | Travel > Places in town | 13 | - | station/stations | estación/estaciones f | gare/gares f | Bahnhof/Bahnhöfe* m | stazione/stazioni f | вокзал/вокзалы m | 车站~車站
hospital | noun | Travel > Places in town | 14 | - | hospital/hospitals | hospital/hospitales m | hôpital/hôpitaux! m | Krankenhaus/Krankenhäuser* n | ospedale/ospedali m | больница/больницы f | 医院~醫院
restaurant | noun | Travel > Places in town | 12 | - | restaurant/restaurants | restaurante/restaurantes m | restaurant/restaurants m | Restaurant/Restaurants n | ristorante/ristoranti m | ресторан/рестораны m | 饭馆~餐廳
bank | noun | Travel > Places in town | 14 | - | bank/banks | banco/bancos m | banque/banques f | Bank/Banken f | banca/banche f | банк/банки m | 银行~銀行
school | noun | Travel > Places in town,School and work > School | 11 | - | school/schools | escuela/escuelas f | école/écoles f | Schule/Schulen f | scuola/scuole f | школа/школы f | 学校~學校
city | noun | Travel > Places in town | 12 | - | city/cities | ciudad/ciudades f | ville/villes f | Stadt/Städte* f | città/città f | город/города m | 城市
market | noun | Travel > Places in town | 15 | - | market/markets | mercado/mercados m | marché/marchés m | Markt/Märkte* m | mercato/mercati m | рынок/рынки m | 市场~市場
animal | noun | Nature > Animals | 13 | - | animal/animals | animal/animales m | animal/animaux! m | Tier/Tiere n | animale/animali m | животное/животные n | 动物~動物
dog | noun | Nature > Animals | 11 | animal | dog/dogs | perro/perros m | chien/chiens m | Hund/Hunde m | cane/cani m | собака/собаки f | 狗
cat | noun | Nature > Animals | 11 | animal | cat/cats | gato/gatos m | chat/chats m | Katze/Katzen f | gatto/gatti m | кошка/кошки f | 猫~貓
bird | noun | Nature > Animals | 13 | animal | bird/birds | pájaro/pájaros m | oiseau/oiseaux m | Vogel/Vögel* m | uccello/uccelli m | птица/птицы f | 鸟~鳥
horse | noun | Nature > Animals | 14 | animal | horse/horses | caballo/caballos m | cheval/chevaux! m | Pferd/Pferde n | cavallo/cavalli m | лошадь/лошади f | 马~馬
cow | noun | Nature > Animals | 15 | animal | cow/cows | vaca/vacas f | vache/vaches f | Kuh/Kühe* f | mucca/mucche f | корова/коровы f | 牛
sun | noun | Nature > Weather | 13 | - | sun | sol/soles m | soleil/soleils m | Sonne/Sonnen f | sole/soli m | солнце n | 太阳~太陽
rain | noun | Nature > Weather | 14 | - | rain | lluvia/lluvias f | pluie/pluies f | Regen m | pioggia/piogge f | дождь/дожди m | 雨
snow | noun | Nature > Weather | 14 | - | snow | nieve/nieves f | neige/neiges f | Schnee m | neve/nevi f | снег m | 雪
wind | noun | Nature > Weather | 21 | - | wind/winds | viento/vientos m | vent/vents m | Wind/Winde m | vento/venti m | ветер/ветры m | 风~風
sea | noun | Nature > Landscape | 14 | - | sea/seas | mar/mares m | mer/mers f | Meer/Meere n | mare/mari m | море/моря n | 海
mountain | noun | Nature > Landscape | 15 | - | mountain/mountains | montaña/montañas f | montagne/montagnes f | Berg/Berge m | montagna/montagne f | гора/горы f | 山
river | noun | Nature > Landscape | 21 | - | river/rivers | río/ríos m | rivière/rivières f | Fluss/Flüsse m | fiume/fiumi m | река/реки f | 河
beach | noun | Nature > Landscape | 15 | - | beach/beaches | playa/playas f | plage/plages f | Strand/Strände* m | spiaggia/spiagge f | пляж/пляжи m | 海滩~海灘
tree | noun | Nature > Landscape | 21 | - | tree/trees | árbol/árboles m | arbre/arbres m | Baum/Bäume* m | albero/alberi m | дерево/деревья! n | 树~樹
monday | noun | Time > Days of the week | 12 | - | Monday/Mondays | lunes/lunes m | lundi/lundis m | Montag/Montage m | lunedì/lunedì m | понедельник/понедельники m | 星期一
friday | noun | Time > Days of the week | 12 | - | Friday/Fridays | viernes/viernes m | vendredi/vendredis m | Freitag/Freitage m | venerdì/venerdì m | пятница/пятницы f | 星期五
sunday | noun | Time > Days of the week | 12 | - | Sunday/Sundays | domingo/domingos m | dimanche/dimanches m | Sonntag/Sonntage m | domenica/domeniche f | воскресенье/воскресенья n | 星期天
day | noun | Time > Time expressions | 11 | - | day/days | día/días m | jour/jours m | Tag/Tage m | giorno/giorni m | день/дни* m | 天
week | noun | Time > Time expressions | 12 | - | week/weeks | semana/semanas f | semaine/semaines f | Woche/Wochen f | settimana/settimane f | неделя/недели f | 星期
year | noun | Time > Time expressions | 12 | - | year/years | año/años m | an/ans m | Jahr/Jahre n | anno/anni m | год/годы m | 年
morning | noun | Time > Time expressions | 12 | - | morning/mornings | mañana/mañanas f | matin/matins m | Morgen/Morgen m | mattina/mattine f | утро n | 早上
night | noun | Time > Time expressions | 12 | - | night/nights | noche/noches f | nuit/nuits f | Nacht/Nächte* f | notte/notti f | ночь/ночи f | 晚上
hour | noun | Time > Time expressions | 13 | - | hour/hours | hora/horas f | heure/heures f | Stunde/Stunden f | ora/ore f | час/часы m | 小时~小時
today | adverb | Time > Time expressions | 11 | - | today | hoy | aujourd'hui | heute | oggi | сегодня | 今天
tomorrow | adverb | Time > Time expressions | 11 | - | tomorrow | mañana | demain | morgen | domani | завтра | 明天
yesterday | adverb | Time > Time expressions | 12 | - | yesterday | ayer | hier | gestern | ieri | вчера | 昨天
now | adverb | Time > Time expressions | 12 | - | now | ahora | maintenant | jetzt | adesso | сейчас | 现在~現在
red | adjective | Descriptions > Colours | 11 | - | red | rojo | rouge | rot | rosso | красный | 红~紅
blue | adjective | Descriptions > Colours | 11 | - | blue | azul | bleu | blau | blu | синий | 蓝~藍
green | adjective | Descriptions > Colours | 11 | - | green | verde | vert | grün | verde | зелёный | 绿~綠
white | adjective | Descriptions > Colours | 12 | - | white | blanco | blanc | weiß | bianco | белый | 白
black | adjective | Descriptions > Colours | 12 | - | black | negro | noir | schwarz | nero | чёрный | 黑
yellow | adjective | Descriptions > Colours | 12 | - | yellow | amarillo | jaune | gelb | giallo | жёлтый | 黄~黃
big | adjective | Descriptions > Qualities | 11 | - | big | grande | grand | groß | grande | большой | 大
small | adjective | Descriptions > Qualities | 11 | - | small | pequeño~chico | petit | klein | piccolo | маленький | 小
good | adjective | Descriptions > Qualities | 11 | - | good | bueno | bon | gut | buono | хороший | 好
bad | adjective | Descriptions > Qualities | 12 | - | bad | malo | mauvais | schlecht | cattivo | плохой | 坏~壞
new | adjective | Descriptions > Qualities | 12 | - | new | nuevo | nouveau | neu | nuovo | новый | 新
old | adjective | Descriptions > Qualities | 12 | - | old | viejo | vieux | alt | vecchio | старый | 旧~舊
beautiful | adjective | Descriptions > Qualities | 13 | - | beautiful | hermoso | beau | schön | bello | красивый | 美丽~美麗
pretty | adjective | Descriptions > Qualities | 14 | =beautiful | pretty | bonito~lindo | joli | hübsch | carino | симпатичный | 漂亮
cheap | adjective | Descriptions > Qualities | 14 | - | cheap | barato | bon marché | billig | economico | дешёвый | 便宜
expensive | adjective | Descriptions > Qualities | 14 | - | expensive | caro | cher | teuer | caro | дорогой | 贵~貴
hot | adjective | Descriptions > Qualities | 13 | - | hot | caliente | chaud | heiß | caldo | горячий | 热~熱
cold | adjective | Descriptions > Qualities | 13 | - | cold | frío | froid | kalt | freddo | холодный | 冷
easy | adjective | Descriptions > Qualities | 15 | - | easy | fácil | facile | leicht | facile | лёгкий | 容易
difficult | adjective | Descriptions > Qualities | 15 | - | difficult | difícil | difficile | schwierig | difficile | трудный | 难~難
happy | adjective | Descriptions > Feelings | 13 | - | happy | feliz | heureux | glücklich | felice | счастливый | 高兴~高興
sad | adjective | Descriptions > Feelings | 14 | - | sad | triste | triste | traurig | triste | грустный | 难过~難過
tired | adjective | Descriptions > Feelings | 15 | - | tired | cansado | fatigué | müde | stanco | усталый | 累
be | verb | Actions > Everyday actions | 11 | - | to be | ser | être | sein | essere | быть | 是
have | verb | Actions > Everyday actions | 11 | - | to have | tener | avoir | haben | avere | иметь | 有
eat | verb | Actions > Everyday actions | 11 | - | to eat | comer | manger | essen | mangiare | есть | 吃
drink | verb | Actions > Everyday actions | 11 | - | to drink | beber~tomar | boire | trinken | bere | пить | 喝
sleep | verb | Actions > Everyday actions | 12 | - | to sleep | dormir | dormir | schlafen | dormire | спать | 睡觉~睡覺
live | verb | Actions > Everyday actions | 12 | - | to live | vivir | habiter | wohnen | abitare | жить | 住
work | verb | Actions > Everyday actions,School and work > Work | 12 | - | to work | trabajar | travailler | arbeiten | lavorare | работать | 工作
want | verb | Actions > Everyday actions | 12 | - | to want | querer | vouloir | wollen | volere | хотеть | 要
can | verb | Actions > Everyday actions | 13 | - | to be able to | poder | pouvoir | können | potere | мочь | 能
do | verb | Actions > Everyday actions | 12 | - | to do | hacer | faire | machen | fare | делать | 做
buy | verb | Actions > Everyday actions | 13 | - | to buy | comprar | acheter | kaufen | comprare | покупать | 买~買
open | verb | Actions > Everyday actions | 14 | - | to open | abrir | ouvrir | öffnen | aprire | открывать | 开~開
play | verb | Actions > Everyday actions | 14 | - | to play | jugar | jouer | spielen | giocare | играть | 玩
wash | verb | Actions > Everyday actions | 21 | - | to wash oneself | lavarse | se laver | sich waschen | lavarsi | мыться | 洗澡
getup | verb | Actions > Everyday actions | 21 | - | to get up | levantarse | se lever | aufstehen | alzarsi | вставать | 起床
go | verb | Actions > Movement | 11 | - | to go | ir | aller | gehen | andare | идти | 去
come | verb | Actions > Movement | 11 | - | to come | venir | venir | kommen | venire | приходить | 来~來
run | verb | Actions > Movement | 14 | - | to run | correr | courir | laufen | correre | бегать | 跑
walk | verb | Actions > Movement | 14 | - | to walk | caminar | marcher | spazieren | camminare | ходить | 走路
speak | verb | Actions > Communication | 11 | - | to speak | hablar | parler | sprechen | parlare | говорить | 说~說
read | verb | Actions > Communication | 12 | - | to read | leer | lire | lesen | leggere | читать | 读~讀
write | verb | Actions > Communication | 12 | - | to write | escribir | écrire | schreiben | scrivere | писать | 写~寫
see | verb | Actions > Communication | 13 | - | to see | ver | voir | sehen | vedere | видеть | 看见~看見
know | verb | Actions > Communication | 13 | - | to know | saber | savoir | wissen | sapere | знать | 知道
ask | verb | Actions > Communication | 13 | - | to ask | preguntar | demander | fragen | chiedere | спрашивать | 问~問
answer | verb | Actions > Communication | 14 | - | to answer | responder~contestar | répondre | antworten | rispondere | отвечать | 回答
hello | interjection | Greetings and courtesy | 11 | - | hello | hola | bonjour | hallo | ciao | привет | 你好
goodbye | interjection | Greetings and courtesy | 11 | - | goodbye | adiós | au revoir | auf Wiedersehen | arrivederci | до свидания | 再见~再見
thanks | interjection | Greetings and courtesy | 11 | - | thank you | gracias | merci | danke | grazie | спасибо | 谢谢~謝謝
please | interjection | Greetings and courtesy | 11 | - | please | por favor | s'il vous plaît~s'il vous plaît | bitte | per favore | пожалуйста | 请~請
goodmorning | interjection | Greetings and courtesy | 11 | - | good morning | buenos días | bonjour~bon matin | guten Morgen | buongiorno | доброе утро | 早上好
goodnight | interjection | Greetings and courtesy | 12 | - | good night | buenas noches | bonne nuit | gute Nacht | buonanotte | спокойной ночи | 晚安
sorry | interjection | Greetings and courtesy | 12 | - | sorry | perdón~disculpe | pardon | Entschuldigung | scusa | извините | 对不起~對不起
yes | interjection | - | 11 | - | yes | sí | oui | ja | sì | да | 是的
no | interjection | - | 11 | - | no | no | non | nein | no | нет | 不
one | numeral | Numbers | 11 | - | one | uno | un | eins | uno | один | 一
two | numeral | Numbers | 11 | - | two | dos | deux | zwei | due | два | 二
three | numeral | Numbers | 11 | - | three | tres | trois | drei | tre | три | 三
ten | numeral | Numbers | 12 | - | ten | diez | dix | zehn | dieci | десять | 十
hundred | numeral | Numbers | 13 | - | one hundred | cien | cent | hundert | cento | сто | 一百
shirt | noun | Clothing | 13 | - | shirt/shirts | camisa/camisas f | chemise/chemises f | Hemd/Hemden n | camicia/camicie f | рубашка/рубашки f | 衬衫~襯衫
shoe | noun | Clothing | 13 | - | shoe/shoes | zapato/zapatos m | chaussure/chaussures f | Schuh/Schuhe m | scarpa/scarpe f | туфля/туфли f | 鞋
dress | noun | Clothing | 14 | - | dress/dresses | vestido/vestidos m | robe/robes f | Kleid/Kleider n | vestito/vestiti m | платье/платья n | 连衣裙~洋裝
coat | noun | Clothing | 14 | - | coat/coats | abrigo/abrigos m | manteau/manteaux m | Mantel/Mäntel* m | cappotto/cappotti m | пальто n | 外套
hat | noun | Clothing | 15 | - | hat/hats | sombrero/sombreros m | chapeau/chapeaux m | Hut/Hüte* m | cappello/cappelli m | шляпа/шляпы f | 帽子
i | pronoun | Grammar words > Pronouns | 11 | - | I | yo | je | ich | io | я | 我
you | pronoun | Grammar words > Pronouns | 11 | - | you | tú | tu | du | tu | ты | 你
he | pronoun | Grammar words > Pronouns | 11 | - | he | él | il | er | lui | он | 他
she | pronoun | Grammar words > Pronouns | 11 | - | she | ella | elle | sie | lei | она | 她
we | pronoun | Grammar words > Pronouns | 11 | - | we | nosotros | nous | wir | noi | мы | 我们~我們
they | pronoun | Grammar words > Pronouns | 12 | - | they | ellos | ils | sie | loro | они | 他们~他們
in | preposition | Grammar words > Prepositions | 11 | - | in | en | dans | in | in | в | 在
with | preposition | Grammar words > Prepositions | 11 | - | with | con | avec | mit | con | с | 跟
without | preposition | Grammar words > Prepositions | 12 | - | without | sin | sans | ohne | senza | без | 没有~沒有
for | preposition | Grammar words > Prepositions | 12 | - | for | para | pour | für | per | для | 为了~為了
and | conjunction | Grammar words > Conjunctions | 11 | - | and | y | et | und | e | и | 和
but | conjunction | Grammar words > Conjunctions | 11 | - | but | pero | mais | aber | ma | но | 但是
or | conjunction | Grammar words > Conjunctions | 12 | - | or | o | ou | oder | o | или | 或者
because | conjunction | Grammar words > Conjunctions | 13 | - | because | porque | parce que | weil | perché | потому что | 因为~因為
very | adverb | Grammar words > Adverbs | 11 | - | very | muy | très | sehr | molto | очень | 很
always | adverb | Grammar words > Adverbs | 12 | - | always | siempre | toujours | immer | sempre | всегда | 总是~總是
never | adverb | Grammar words > Adverbs | 13 | - | never | nunca | jamais | nie | mai | никогда | 从不~從不
here | adverb | Grammar words > Adverbs | 12 | - | here | aquí | ici | hier | qui | здесь | 这里~這裡
pen | noun | School and work > School | 12 | - | pen/pens | bolígrafo/bolígrafos m~pluma/plumas f | stylo/stylos m | Kuli/Kulis m | penna/penne f | ручка/ручки f | 笔~筆
lesson | noun | School and work > School | 13 | - | lesson/lessons | lección/lecciones f | leçon/leçons f | Lektion/Lektionen f | lezione/lezioni f | урок/уроки m | 课~課
exam | noun | School and work > School | 21 | - | exam/exams | examen/exámenes m | examen/examens m | Prüfung/Prüfungen f | esame/esami m | экзамен/экзамены m | 考试~考試
office | noun | School and work > Work | 21 | - | office/offices | oficina/oficinas f | bureau/bureaux m | Büro/Büros n | ufficio/uffici m | офис/офисы m | 办公室~辦公室
money | noun | School and work > Work | 13 | - | money | dinero m | argent m | Geld n | denaro m | деньги | 钱~錢
job | noun | School and work > Work | 21 | - | job/jobs | trabajo/trabajos m | travail/travaux! m | Arbeit/Arbeiten f | lavoro/lavori m | работа/работы f | 工作
meeting | noun | School and work > Work | 22 | - | meeting/meetings | reunión/reuniones f | réunion/réunions f | Besprechung/Besprechungen f | riunione/riunioni f | совещание/совещания n | 会议~會議
`;

/**
 * Present-tense forms 1sg…3pl (inflect ids 201-206), by infinitive; English: 3sg, past, past
 * participle, gerund (203, 221, 222, 223). '!' marks an irregular form, '*' a stem change.
 */
export const VERBS: Record<string, Record<string, string>> = {
  es: {
    ser: 'soy!,eres!,es!,somos!,sois!,son!',
    tener: 'tengo!,tienes*,tiene*,tenemos,tenéis,tienen*',
    comer: 'como,comes,come,comemos,coméis,comen',
    beber: 'bebo,bebes,bebe,bebemos,bebéis,beben',
    tomar: 'tomo,tomas,toma,tomamos,tomáis,toman',
    dormir: 'duermo*,duermes*,duerme*,dormimos,dormís,duermen*',
    vivir: 'vivo,vives,vive,vivimos,vivís,viven',
    trabajar: 'trabajo,trabajas,trabaja,trabajamos,trabajáis,trabajan',
    querer: 'quiero*,quieres*,quiere*,queremos,queréis,quieren*',
    poder: 'puedo*,puedes*,puede*,podemos,podéis,pueden*',
    hacer: 'hago!,haces,hace,hacemos,hacéis,hacen',
    comprar: 'compro,compras,compra,compramos,compráis,compran',
    abrir: 'abro,abres,abre,abrimos,abrís,abren',
    jugar: 'juego*,juegas*,juega*,jugamos,jugáis,juegan*',
    lavarse: 'me lavo,te lavas,se lava,nos lavamos,os laváis,se lavan',
    levantarse: 'me levanto,te levantas,se levanta,nos levantamos,os levantáis,se levantan',
    ir: 'voy!,vas!,va!,vamos!,vais!,van!',
    venir: 'vengo!,vienes*,viene*,venimos,venís,vienen*',
    correr: 'corro,corres,corre,corremos,corréis,corren',
    caminar: 'camino,caminas,camina,caminamos,camináis,caminan',
    hablar: 'hablo,hablas,habla,hablamos,habláis,hablan',
    leer: 'leo,lees,lee,leemos,leéis,leen',
    escribir: 'escribo,escribes,escribe,escribimos,escribís,escriben',
    ver: 'veo!,ves,ve,vemos,veis,ven',
    saber: 'sé!,sabes,sabe,sabemos,sabéis,saben',
    preguntar: 'pregunto,preguntas,pregunta,preguntamos,preguntáis,preguntan',
    responder: 'respondo,respondes,responde,respondemos,respondéis,responden',
    contestar: 'contesto,contestas,contesta,contestamos,contestáis,contestan',
  },
  fr: {
    être: 'suis!,es!,est!,sommes!,êtes!,sont!',
    avoir: 'ai!,as!,a!,avons,avez,ont!',
    manger: 'mange,manges,mange,mangeons*,mangez,mangent',
    parler: 'parle,parles,parle,parlons,parlez,parlent',
    aller: 'vais!,vas!,va!,allons,allez,vont!',
    faire: 'fais!,fais!,fait!,faisons!,faites!,font!',
    vouloir: 'veux!,veux!,veut!,voulons,voulez,veulent!',
    pouvoir: 'peux!,peux!,peut!,pouvons,pouvez,peuvent!',
    acheter: 'achète*,achètes*,achète*,achetons,achetez,achètent*',
    dormir: 'dors!,dors!,dort!,dormons,dormez,dorment',
    travailler: 'travaille,travailles,travaille,travaillons,travaillez,travaillent',
    jouer: 'joue,joues,joue,jouons,jouez,jouent',
    habiter: 'habite,habites,habite,habitons,habitez,habitent',
  },
  de: {
    sein: 'bin!,bist!,ist!,sind!,seid!,sind!',
    haben: 'habe,hast!,hat!,haben,habt,haben',
    essen: 'esse,isst*,isst*,essen,esst,essen',
    trinken: 'trinke,trinkst,trinkt,trinken,trinkt,trinken',
    sprechen: 'spreche,sprichst*,spricht*,sprechen,sprecht,sprechen',
    schlafen: 'schlafe,schläfst*,schläft*,schlafen,schlaft,schlafen',
    gehen: 'gehe,gehst,geht,gehen,geht,gehen',
    kommen: 'komme,kommst,kommt,kommen,kommt,kommen',
    lesen: 'lese,liest*,liest*,lesen,lest,lesen',
    wollen: 'will!,willst!,will!,wollen,wollt,wollen',
    können: 'kann!,kannst!,kann!,können,könnt,können',
    arbeiten: 'arbeite,arbeitest,arbeitet,arbeiten,arbeitet,arbeiten',
    wohnen: 'wohne,wohnst,wohnt,wohnen,wohnt,wohnen',
    kaufen: 'kaufe,kaufst,kauft,kaufen,kauft,kaufen',
    spielen: 'spiele,spielst,spielt,spielen,spielt,spielen',
  },
  it: {
    essere: 'sono!,sei!,è!,siamo!,siete!,sono!',
    avere: 'ho!,hai!,ha!,abbiamo,avete,hanno!',
    mangiare: 'mangio,mangi,mangia,mangiamo,mangiate,mangiano',
    parlare: 'parlo,parli,parla,parliamo,parlate,parlano',
    andare: 'vado!,vai!,va!,andiamo,andate,vanno!',
    fare: 'faccio!,fai!,fa!,facciamo!,fate,fanno!',
    dormire: 'dormo,dormi,dorme,dormiamo,dormite,dormono',
    volere: 'voglio!,vuoi!,vuole!,vogliamo!,volete,vogliono!',
    potere: 'posso!,puoi!,può!,possiamo!,potete,possono!',
    bere: 'bevo!,bevi!,beve!,beviamo!,bevete!,bevono!',
    lavorare: 'lavoro,lavori,lavora,lavoriamo,lavorate,lavorano',
    comprare: 'compro,compri,compra,compriamo,comprate,comprano',
  },
  ru: {
    говорить: 'говорю,говоришь,говорит,говорим,говорите,говорят',
    читать: 'читаю,читаешь,читает,читаем,читаете,читают',
    работать: 'работаю,работаешь,работает,работаем,работаете,работают',
    делать: 'делаю,делаешь,делает,делаем,делаете,делают',
    знать: 'знаю,знаешь,знает,знаем,знаете,знают',
    жить: 'живу*,живёшь*,живёт*,живём*,живёте*,живут*',
    хотеть: 'хочу!,хочешь!,хочет!,хотим!,хотите!,хотят!',
    есть: 'ем!,ешь!,ест!,едим!,едите!,едят!',
    пить: 'пью*,пьёшь*,пьёт*,пьём*,пьёте*,пьют*',
    спать: 'сплю*,спишь*,спит*,спим*,спите*,спят*',
    идти: 'иду!,идёшь!,идёт!,идём!,идёте!,идут!',
  },
  en: {
    be: 'is!,was!,been!,being',
    have: 'has!,had!,had!,having',
    eat: 'eats,ate!,eaten!,eating',
    drink: 'drinks,drank!,drunk!,drinking',
    go: 'goes,went!,gone!,going',
    speak: 'speaks,spoke!,spoken!,speaking',
    work: 'works,worked,worked,working',
    play: 'plays,played,played,playing',
    read: 'reads,read!,read!,reading',
    write: 'writes,wrote!,written!,writing',
    buy: 'buys,bought!,bought!,buying',
    live: 'lives,lived,lived,living',
    sleep: 'sleeps,slept!,slept!,sleeping',
    ask: 'asks,asked,asked,asking',
    open: 'opens,opened,opened,opening',
  },
};

/**
 * Adjective forms where the rules in index.ts do not give them: es/fr/it m.sg, f.sg, m.pl, f.pl
 * (301-304); ru m, f, n, pl (301, 302, 305, 306); de m, f, n, pl with the strong endings.
 */
export const ADJECTIVES: Record<string, Record<string, string>> = {
  fr: {
    rouge: 'rouge,rouge,rouges,rouges',
    bleu: 'bleu,bleue,bleus,bleues',
    vert: 'vert,verte,verts,vertes',
    blanc: 'blanc,blanche!,blancs,blanches!',
    noir: 'noir,noire,noirs,noires',
    jaune: 'jaune,jaune,jaunes,jaunes',
    grand: 'grand,grande,grands,grandes',
    petit: 'petit,petite,petits,petites',
    bon: 'bon,bonne*,bons,bonnes*',
    mauvais: 'mauvais,mauvaise,mauvais,mauvaises',
    nouveau: 'nouveau,nouvelle!,nouveaux,nouvelles!',
    vieux: 'vieux,vieille!,vieux,vieilles!',
    beau: 'beau,belle!,beaux,belles!',
    joli: 'joli,jolie,jolis,jolies',
    'bon marché': 'bon marché,bon marché,bon marché,bon marché',
    cher: 'cher,chère*,chers,chères*',
    chaud: 'chaud,chaude,chauds,chaudes',
    froid: 'froid,froide,froids,froides',
    facile: 'facile,facile,faciles,faciles',
    difficile: 'difficile,difficile,difficiles,difficiles',
    heureux: 'heureux,heureuse*,heureux,heureuses*',
    triste: 'triste,triste,tristes,tristes',
    fatigué: 'fatigué,fatiguée,fatigués,fatiguées',
  },
  it: {
    blu: 'blu,blu,blu,blu',
    bianco: 'bianco,bianca,bianchi*,bianche*',
    stanco: 'stanco,stanca,stanchi*,stanche*',
    economico: 'economico,economica,economici,economiche*',
    vecchio: 'vecchio,vecchia,vecchi,vecchie',
  },
  de: { teuer: 'teurer*,teure*,teures*,teure*', müde: 'müder,müde,müdes,müde' },
};
