/**
 * The passwords of 8 characters or more among the 49,233 most common ones of zxcvbn's ranked
 * list (breach corpora, most common first), in lower case: 17,950 entries. Shorter ones need no
 * listing, as no password under 8 characters is taken (PASSWORD_MIN_LENGTH is 8 at least). Taken
 * from src/passwords.json of the npm package @zxcvbn-ts/language-common 4.1.3, whose licence follows.
 *
 * Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.
 * Copyright (c) 2021 @zxcvbn-ts
 *
 * Permission is hereby granted, free of charge, to any person obtaining
 * a copy of this software and associated documentation files (the
 * "Software"), to deal in the Software without restriction, including
 * without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to
 * permit persons to whom the Software is furnished to do so, subject to
 * the following conditions:
 *
 * The above copyright notice and this permission notice shall be
 * included in all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
 * EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
 * MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE
 * LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION
 * OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
 * WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */
export const ZXCVBN_PASSWORDS: readonly string[] = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx jennifer trustno1 sunshine
iloveyou computer michelle starwars princess 11111111 corvette 1234qwer internet samantha q1w2e3r4t5 maverick whatever
mercedes steelers qwer1234 hardcore q1w2e3r4 midnight bigdaddy victoria marlboro password1 1q2w3e4r cocacola jordan23
asdfasdf danielle 12344321 jonathan liverpoo qwerty123 passw0rd abcd1234 slipknot scorpion startrek asdfghjkl redskins
qazwsxedc liverpool nicholas butthead dolphins qwertyui shithead metallic mountain benjamin elephant rush2112
1q2w3e4r5t creative garfield bullshit asdfghjk 1qazxsw2 december airborne brooklyn godzilla 4815162342 williams
darkness blink182 platinum 01012011 11223344 lifehack 12qwaszx snowball nintendo november pakistan explorer redwings
789456123 lasvegas guinness christin asdf1234 babygirl michigan carolina alexande dickhead minecraft metallica
kristina kimberly snickers paradise caroline 147258369 lacrosse bollocks poohbear qweasdzxc einstein drowssap courtney
spitfire patricia maryjane champion svetlana anderson westside security zaq12wsx alexander 123456789a 1232323q
scarface qwerty12 marshall veronica stargate 12345qwert semperfi brittany scotland cherokee simpsons michael1 vladimir
franklin infinity passport bulldogs 1234554321 budlight usuckballz1 softball fktrcfylh kawasaki wildcats logitech
swordfis motorola alexandr patriots colorado juventus freeuser warcraft wolverin elizabet valentin mitchell
password123 ncc1701d spiderma hello123 virginia pearljam 123qweasd predator charlie1 panthers peekaboo rolltide
american cardinal chevelle fyfcnfcbz loverboy lovelove 123654789 changeme electric darkside hercules lawrence wolfpack
letmein1 741852963 spiderman blizzard cheyenne 123456789q cjkysirj 147852369 sterling basketball pussycat a1b2c3d4
freepass airplane billybob stingray chocolat zeppelin firebird business greenday tarheels 01011980 hellfire engineer
serenity fireball 1029384756 remember darkstar mustang1 pavilion bobafett 01012000 dbrnjhbz harrison welcome1 swimming
defender precious icecream swordfish presario rockstar airforce thailand 21122112 bluebird goldfish wrangler cadillac
longhorn microsoft christia qazwsx123 assassin atlantis 123qweasdzxc lonewolf software leonardo srinivas angelina
valentina veronika babydoll wordpass butterfly devildog mistress freedom1 soso123aljg montreal wolfgang 31415926
hotstuff basketba birthday stephani jessica1 testtest fuckyou2 kathleen savannah shamrock deftones goldberg renegade
hamilton cristina blahblah enterpri 1234abcd babylon5 sweetpea trfnthbyf cavalier marathon aardvark butterfl bigboobs
manchester yankees1 napoleon buckeyes 01011990 fredfred highland 1qaz2wsx3edc diamonds campbell chandler drpepper
elizabeth pornstar 12345678910 thuglife sherlock morpheus wetpussy consumer adgjmptw barcelona sundance isabella
overlord isabelle ultimate ncc1701e matthew1 geronimo 123qwe123 aleksandr portugal superfly q1w2e3r4t5y6 florence
wrinkle1 11235813 51505150 seminole alejandr concrete access14 margaret christop letmein2 qazxswedc trombone pleasure
rhbcnbyf christian cdtnkfyf stallion mongoose kingkong bluemoon personal a1234567 fuckyou1 immortal 123454321 dietcoke
anthony1 giovanni hollywoo morrison 14789632 clifford bonehead fernando ghbdtnbr charlott 1123581321 ilovesex william1
hongkong sebastia werewolf super123 cooldude eternity lollipop tottenha stocking anything columbia makaveli robinson
verbatim satan666 standard blackcat punkrock raistlin infantry qwerty12345 waterloo 01012010 seinfeld musicman
megadeth skywalke gn56gn56 squirrel wolverine qazwsxed stardust twilight intrepid vanhalen punisher 1234567a showtime
fuckfuck 111222333 skittles ekaterina hannibal thunder1 chelsea1 1q2w3e4r5t6y portland panasonic sandiego penelope
blackdog 1a2b3c4d californ playtime warriors gangster christine chargers mushroom dingdong crusader stranger dkflbvbh
anastasia slapshot guardian 147896325 septembe angelica scarlett 123321123 kittycat munchkin rammstein 1passwor
barcelon santiago blackman starcraft goodluck coltrane katerina fuck_inside discover spanking shaney14 192837465
lonestar stonecol meridian heather1 25802580 richard1 alexandra zaq1xsw2 beautiful lowrider tacobell 123698745
catalina halflife johnjohn kangaroo thompson socrates keyboard national formula1 qwerasdf 12369874 penguins fuckface
vacation ragnarok asshole1 mailcreated5240 lorraine dodgeram sebastian colombia oblivion sithlord mustangs scoobydo
bigballs zxcv1234 titleist richmond director magnolia blueeyes mersedes 12312312 springer patrick1 martinez cowboys1
nuttertools 1122334455 gateway1 imperial grateful peterpan kingston pa55word freckles margarita deadhead research
mariners rootbeer aspirine frederic children stephanie scooter1 11112222 creampie plymouth justdoit 1234567q lightnin
caliente goodtime catherin redalert brucelee porkchop aquarius raiders1 thankyou fletcher shopping a1s2d3f4 sapphire
qwert123 qazwsxedcrfv hastings blackjac 01012001 spectrum chevrole amsterdam diamond1 rosemary candyman beatrice
front242 atlantic labrador 123456qwerty syracuse southern commando clitoris 8j4ye3uz monopoly pineappl lesbians
gangbang spartans romashka 123456aa snuggles phoenix1 infiniti jeremiah 1234567890q cosworth charlotte doberman
qawsedrf brandon1 emmanuel webmaster viktoria porsche9 starbuck beefcake godsmack clarence valhalla starfish sailboat
achilles ncc1701a arsenal1 pa55w0rd frontier swingers terminator kentucky jackson1 doughboy butthole phillies dannyboy
nebraska qwertyuio pinkfloy maryland luckydog september oklahoma qwerty123456 agent007 vfrcbvrf nathalie whocares
vkontakte ihateyou dilligaf mandingo california technics golfball 01011991 bunghole 15426378 hurrican stripper
aberdeen rfnthbyf enterprise dthjybrf handsome excalibu brothers keystone flamingo passwort lancelot melissa1
australia kamikaze designer pokemon1 somethin apollo13 bearbear bradford deeznuts warhammer rangers1 blueblue meatball
columbus manchest macdaddy michaela 123456789z sentinel universe truelove eatpussy sexygirl billyboy military jamesbon
microsof microlab pantyhos lifetime 01011985 gordon24 theodore function 73501505 passwor1 azsxdcfv 01011970 charlton
bigmoney superstar fordf150 terminal wildfire vladislav hollywood gretchen saratoga 321654987 01011981 greenbay
trinidad chicken1 rjirfrgbde meatloaf hyperion rightnow treasure 01011986 lisalisa chester1 jasmine1 maradona anaconda
japanese catherine woofwoof pass1234 poontang christopher albatros richards turkey50 kenworth happy123 dinosaur
holyshit lionking happyday chickens chocolate ericsson positive crazybab sherwood polniypizdec0211 fktrcfylhf
zxcasdqwe hardrock anhyeuem madeline february abc12345 samsung1 applepie skywalker gandalf1 davidson skorpion hellyeah
australi rockhard hedgehog 13243546 yosemite 1qa2ws3ed mikemike pooppoop america1 karolina starship 0.0.0.000 salvador
greatone freeporn football1 78945612 francois packers1 robotech roadkill backdoor rastaman alliance killbill cinnamon
sojdlg123aljg 18436572 963852741 bangbang jeanette operator mechanic amsterda pingpong rasputin marianne majestic
passwords kingfish zxcvbnm1 gotohell wrestlin railroad lineage2 thursday a123456789 peterson phillips nwo4life
charles1 kcj9wx5n underdog r2d2c3po snoopdog broadway umbrella splinter fuckthis chemical 123789456 jamesbond blackhaw
passpass sinclair megapass translator magicman supersta giuseppe caligula shannon1 meredith bullseye saturday kristine
tunafish gfhjkm123 dkflbckfd p0015123 12131415 crawford tazmania deepthroat dfktynbyf tommyboy chainsaw christina
marino13 getmoney budweise qazwsx12 brighton vfhufhbnf mamapapa penthous chrisbln snowboar undertaker flounder
moneyman canadian viewsonic downtown 01011989 qwerty1234 eastside sneakers golfgolf panasoni chicago1 thanatos
ghjcnjnfr whitesox poseidon johannes gargoyle intruder sunnyday ferrari1 solution madison1 newcastl goldstar buckshot
01011988 titanium test1234 federico assholes superman1 sunflowe babyblue westwood apple123 boomboom florida1
motherlode multiplelo callaway starfire paintbal winston1 123qwerty knickers lokomotiv panther1 thirteen rjycnfynby
avalanch philippe hotpussy 01011984 zerocool tomorrow godfather original 01011987 newyork1 idontknow vfvfgfgf beerbeer
1x2zkg8w francesc syncmaster christie zxasqw12 paintball monalisa terrapin spongebob attitude clevelan barefoot
chuckles meathead 02071986 cfitymrf cambiami 12345678q 03082006 blessing aleksandra gladiator southpark mazafaka
pianoman casanova traveler hawkeyes clarinet deeznutz 10203040 meowmeow monster1 triangle valencia 01011910 rhiannon
crystal1 smeghead andromeda 12345679 cerberus james007 tiberius gabriell salamander resident hayabusa together
juliette 1q2w3e4r5 crjhgbjy nokia6300 rockford goldwing brewster thegreat confused whiskers spaceman rebecca1 12qw34er
gesperrt wrestling mohammed sersolution overkill rhfcjnrf montgom240 bulldog1 something 12345qwe runescape lightning
14725836 19411945 hoosiers recovery 01011992 adrienne roadking illusion 01091989 medicine leavemealone megatron
doghouse 12345678a mortgage heineken fishing1 moonlight motherfucker 02071982 realmadrid balloons tinkerbell 135792468
babyface hardcock 01011975 blackbir bookworm godfathe seahawks talisman blackjack hawaiian alphabet beautifu
123456654321 mortimer roadrunn password2 charlene christmas handyman digital1 tiffany1 01011993 dutchess 12301230
wareagle valkyrie idontkno teddybea dragonball babybaby dolphin1 inuyasha stanford sullivan wishbone property gameover
fuckoff1 kittykat sinister 02021987 dragon12 friendly aa123456 geoffrey newpass6 katherine claymore 02011985 bitchass
sporting matthews checkers 01011977 02041986 gabriela 02081988 alexalex preacher gamecube 02051986 armagedon
playstation z1x2c3v4 02091987 12011987 rhtdtlrj blackout bcfields electron devil666 silverad 02021988 02031986
123456qw thunderb 02101985 ghostrider reynolds cannabis southpar jackson5 absolute lipstick 1234567890a laurence
02061985 02011987 mandarin baseball1 tottenham kleopatra dirtbike 1357924680 katherin northern cameltoe bluefish
02021986 slippery 01011983 02091986 qweasd123 mollydog annabell starcraf ghblehjr vasilisa scorpio1 illinois deadpool
farscape sunflower hopeless carpedie asdfzxcv shepherd 02021984 gatorade cameron1 borussia 01011982 flexible graphics
fyutkbyf 123qq123 yfcntymrf 02081984 02081987 thedoors 7ugd5hip2j pussyman elizaveta 02061986 strength webmaste
augustus alejandro argentina corleone vampires 02031984 02021985 21031988 987456321 babylove sergeant dragonba
stonecold register buttercu 01020304 01011999 millions millwall patience chrysler bullfrog a12345678 02011986 istanbul
ashleigh 02081989 universal binladen shanghai porsche1 gabriel1 jayhawks amateurs barbados nightmare knockers
chevrolet cristian coolness 02041984 criminal hardware bobdylan capslock 02061989 teddybear gfhjkmgfhjkm missouri
carlitos coldbeer netscape andromed brigitte yeahbaby eldorado eastwood monkey12 paranoid rainbow6 soulmate 9293709b13
microphone kakashka 02021983 50spanks fgtkmcby 1234567891 brittney fastball creature just4fun smashing washington
mephisto shitface fountain specialk estrella 02031987 buddyboy 02041983 02051983 piramida 02021989 violetta spencer1
salasana q2w3e4r5 heritage 11221122 browning 02041982 insomnia kissmyass budapest sexysexy pinkfloyd playboy1 sandwich
testpass gamecock maxwell1 magician wildcard magazine telephon 1234asdf 02081986 1a2s3d4f rochelle pringles iverson3
02041987 02041988 vsjasnel12 darklord loveless radiohea 02011988 reckless jiggaman tiger123 classics hooligan scrabble
jellybea hawaii50 pharmacy abnormal concorde 01011979 02081985 qazwsxedc123 islander 02101984 jakejake 02011980
yjdsqgfhjkm kazantip strawberry maksimka wg8e3wjf 02021982 sweetnes master12 andersen ferguson 123456qwe dynamite
gertrude doomsday rhjrjlbk mariposa killer12 mazda626 excalibur marcello buttfuck masamune 02071984 12365478 chestnut
fullmoon pornporn michael2 02031985 inspiron forsaken snowboard lollypop insanity creation 02061988 katarina moonbeam
gonzalez senators pumpkins windsurf green123 reddevil sheridan rjhjktdf killkill woodland vanguard aviation stanislav
02081982 02051982 yankees2 mobydick sausages francesco anastasiya nevermind presiden faithful vfitymrf happiness
robotics 02011984 temppass highheel firewall polopolo 02031982 evolution drummer1 02061980 pussy123 pumpkin1 download
fandango qwerty11 mypassword earnhard angelika icehouse misfit99 christma zaqxswcde 02061987 02091983 01081989
zxcvbnm123 pineapple harrypotter gorgeous 12051988 qwert12345 vikings1 spongebo broncos1 starstar radiohead viktoriya
holidays mckenzie reddwarf dodgers1 05051987 02071987 02101989 02041985 platypus password12 02071980 1z2x3c4v
abrakadabra marianna services 02101987 longjohn 134679852 01011900 alessandro honolulu nygiants 02091984 windmill
freebird slamdunk snowflak irishman 02091981 bergkamp training warrior1 playstat mudvayne dudedude jackjack johndeer
zildjian 02061983 02041981 02091980 22041987 josephin fishbone genesis1 bigblock jefferso clippers chambers thisisit
monkeybo death666 hounddog pallmall 02051988 angel123 02041979 webhompas monsters 02051987 02081977 05051985 02071988
comanche 15051981 26061987 whiteout roadster stefanie heinrich undertak anastasi festival coolcool qwe123qwe 02031981
mazdarx7 choochoo 08031986 02051989 123456789s iloveyou2 02051984 02061984 kisskiss cbr900rr lovelife chipmunk
good123654 bluebell kjrjvjnbd fuckinside 10011986 11051987 13041988 21031987 washingt tkbpfdtnf smirnoff pipeline
james123 fishhead 06061986 konstantin freefree summer99 newcastle krasotka 01031988 02091985 starligh wireless
scoobydoo 02021979 koroleva michaels yogibear redbaron testing1 02021981 nascar24 president 7894561230 highbury
zachary1 02061982 username survivor wanderer soccer12 fuckhead costello washburn catwoman lemonade bearcats solitude
cocksuck 01011978 02011989 cricket1 slowhand paradigm nostromo borabora arkansas terminat rainbow1 fantasia stephen1
02041989 underground johnson1 peaches1 cnfybckfd ghbywtccf 02101986 11081989 12021988 13041987 14061991 20061988
21011989 22021989 24061986 30051985 74108520 wildbill gilligan berkeley pool6123 armstron 01061990 tropical sundevil
hurricane volkswag 01011960 02021976 zanzibar mustang6 trouble1 02071981 coventry gtnhjdbx 03041991 45m2do5bs nirvana1
sidekick 02031979 revolver jackass1 cleopatr jermaine gbhfvblf 02081983 marines1 18011987 23041987 everlast tinkerbe
bluesman customer 12qw12qw marjorie penguin1 tokiohotel straight nautilus highlander firefire 02071983 longdong
07071987 threesom asdqwe123 02021973 01121986 ghjcnjgfhjkm 02011981 01071986 02091989 02071989 nokia6233 ghbdtn123
asdfgh01 valentine 10031988 10071987 12121990 13031987 14111986 19061987 19101987 24011985 25081988 28041987 123456123
matthias buddy123 private1 andyod22 complete fredrick fearless antelope marseille pantera1 viewsoni 02081980 02021990
01091987 evangelion handball barselona zxcasdqwe123 sandrine sprinter fyfnjkbq 01041985 02101988 palmtree sonyericsson
10011990 10051987 10101986 11061985 12121985 13061986 14021985 17051988 20111986 22011988 25800852 28021992 question
soccer10 carpente spartan1 pasadena coldplay fairlane elcamino callisto tomahawk gladiato fantomas castillo honeybee
yamahar1 02031989 wildwood 09051945 david123 johngalt sweetness mcdonald buffalo1 02031980 01121988 02101981 cheshire
superior 08121986 ministry trinitro bismillah capricorn 04041991 vendetta 03041986 02101983 margarit bigpoppa success1
voyager1 iloveyou1 01011995 11051990 16051987 16051989 17061988 20031987 20091991 21031990 22021986 25031987 25121987
27061988 28011987 28021990 29011985 29051989 29071983 30041986 04041988 antonina hetfield cutiepie nonenone papillon
baritone stephane freefall vjqgfhjkm mischief foxylady dominion enforcer leedsutd f00tball remingto rfvfcenhf 02011983
derparol 02051980 05051989 08051990 02041980 01041988 01061986 cleopatra carnival 01011994 ghjuhfvvf knuckles kayleigh
11121986 12031985 12031987 13121985 15011987 15051990 15101986 18061990 18091985 20051988 20091988 21051991 21101986
22071986 30031988 31011987 02071978 harddick firefigh blowfish sexylady 08031985 alexandre whiteboy cromwell minemine
dontknow 02011982 wp2003wp lakeside 123456ru noname123 screamer calimero 02101979 02051985 dfktynby francisc swinging
02041974 cygnusx1 trucking 08081988 obsidian money123 02031988 01031989 01011974 03031986 giovanna sasha_007 02051978
02071979 marijuana 02031977 02051976 kordell1 10101990 13021990 14021986 15021985 16121987 17011987 21051988 22031984
22041988 23021986 24111989 25041988 25091987 26031988 27081990 30041987 07091990 cassandr moonligh blueball bigbooty
wrestler building fishfish paramedi capricor 01031985 universa lalakers cherries eclipse1 darkangel whistler smackdow
strawber facebook 02051981 01021990 transfer clarissa p@ssw0rd argentin slimshady nokian73 chris123 johncena pictures
suckmydick dogpound 02051973 02041975 10041986 10071988 11021985 13071984 14081985 15071987 17111985 18091986 19011989
19031985 19283746 21011988 21011991 22061988 23031990 24111987 25011990 25091990 31031988 notebook prospect daylight
capetown cartman1 09021988 fortress 01091985 telephone eggplant fussball perfect1 hallo123 pufunga7782 02041978
budweiser marseill goodgirl 02051972 liverpool1 05061990 university vincent1 01031984 02031983 southpaw sylveste
forever1 magellan captain1 taekwondo 10081989 11031988 11071988 12041986 12041988 12061988 13011987 13011988 13051987
14011986 14021990 15011985 15041988 16051988 22021988 22071987 22091988 22121987 23021989 23041986 23051985 25101988
30081984 sonyfuck sabrina1 02031978 goldfing 1234zxcv marcius2 pentagon hotgirls cornwall mandrake bubbles1 earthlink
01071987 lakewood moonshin suburban challeng opendoor 01011976 04041983 commande stanley1 jonathon 08081986 bubba123
02051977 navigator 02081976 hellokitty fkbyjxrf 02091988 07071977 03021986 millenium 07071990 05071984 01041987
gateway2 camaross bluejays 10031987 10101985 10121987 11061991 11121985 12071989 12081985 13061987 14101987 15071986
15071988 16021990 17061989 17101986 18021984 18041986 18051988 18101987 19051987 19061990 19121989 20041986 20081991
20091986 20121989 21061986 22011986 23051990 24031988 26031990 27041990 27061985 27071987 29061990 29071985 30041985
135798642 05071988 whatwhat optimist 02071985 enternow 01051989 03081989 destiny1 hattrick beatles1 natasha1 bordeaux
12345qwer vanessa1 09041987 therock1 ilovegod cardinals marriage espresso 02071975 p4ssw0rd nightwish gsxr1000
23skidoo ghhh47hj7649 shadow12 speedway 01041992 01041990 09031988 roadrunner ironmaiden supernov toriamos 06041988
patches1 10061986 11051984 11051986 11091989 12041990 12051986 12051990 12121988 14041988 15021990 15051985 15111988
16051985 17041991 20021988 20041988 21061985 22061989 22081986 25071990 25111987 26061985 30011985 mamacita stigmata
gonzales 01121987 nineinch waterboy klondike somerset 01031986 mulligan krokodil hardball azertyui republic romantic
vauxhall 02061977 06021987 rfntymrf almighty 06081987 stratfor mississippi suckdick houston1 intercourse power123
01021989 lenochka marijuan 02031975 limewire 04041990 blue1234 12345qwerty 01061988 htubcnhfwbz awesome1 funstuff
printing 10011983 11011990 14011989 14031988 15021986 16051990 17031987 17071989 18021988 18111987 19061985 20031991
21041992 24031990 24091986 25011986 25061985 27081986 28051987 29051985 29061989 theforce chiquita 05081988 maserati
cabernet sheepdog hairball vancouve 02071976 123456789m scheisse montana1 pimpdadd baltimor mash4077 kirkland riccardo
07051990 02061976 sigmachi revolution dragon69 03041980 absolutely rfhnjirf 05091988 sammy123 colonial 04061986
02101976 q1234567 ilikepie 09021989 toonarmy 01031983 06051986 natalie1 bigdicks cashmone 02081981 02041977 01021988
11011991 11071985 11081987 12071987 12081984 12101988 13031986 14021987 14071987 15051987 15081991 16011989 16061986
16111990 17071985 18051990 18061985 19071986 19071988 19101990 20031988 21021985 22021985 22041986 22061941 22061987
22071989 22081983 22121983 22121986 23011985 23021985 24061987 24061988 25011985 25041985 25061986 25101989 26021987
27031989 28021985 28051986 myxworld kristian dominiqu darkange scrapper delaware progress gabriele smoothie slimshad
08071987 q123456789 vqsablpzla pathfind elisabet evolutio 02021980 velocity annmarie dolemite vagabond woodstoc
02081979 plastics 02021991 08061987 aolsucks 02031973 rachelle billabon ncc74656 austin31 04061991 02021971 nevermore
p0o9i8u7 forgetit password9 reginald killer123 02091976 dukeduke archange minimoni hellsing rocknrol 02041976 03071987
zaqwsxcde morrowind friendster modelsne 03111987 05061986 04041985 02011975 futurama skateboard 10031991 10111986
11081990 11111987 11121987 12011989 12061986 12121982 12121987 13111990 14021983 14051990 14071988 14101988 15011986
15071985 15081988 15091987 16031990 16101987 17041987 17061986 19011987 19051986 19071990 20021986 21041985 21081987
21111985 22021990 22031991 22041985 22061990 23061990 24051990 26031984 26031987 27031987 27091985 29051990 29081985
29081990 29111989 29121987 30121987 31121990 homemade herewego lonesome pornking blackbird cucumber vipergts 123qwert
muhammad summer69 jeepster acidburn fireblad pinnacle 03061987 02101977 08041986 jellybean peterbil dilbert1 lighting
homework 04051988 fellatio 03031988 baracuda flipflop singapor 04081987 sasha123 02091977 12345abc 05051990 crackers
warhamme masterbate starwars1 02091975 01011971 flamengo lfitymrf snowbird 123456789d bradley1 02101980 daughter
navyseal 01081990 carebear kamasutra bastards 01061987 02051975 10041983 10061987 10081985 10293847 11011987 11071986
12051985 12101985 13111984 14071986 14881488 15051986 16061985 17011990 17021985 17091987 17101987 18011986 18021986
18041990 19091988 19111987 20011989 20051985 20071986 21071989 21111990 21121986 23011990 23021988 23051986 24011990
24021991 24061992 24121986 25011993 26041986 26041991 26051988 27011988 27051987 28021986 28071986 29011987 31011990
02071971 whiplash rainyday stafford nightmar 03051987 01051988 69camaro dragonfl stickman 03071986 sexybitch puppydog
5wr2i7h8 melanie1 apollo11 rockwell vfntvfnbrf eleonora alleycat ambrosia phialpha exchange lokiloki cartoons 02091973
01051986 contract 03011987 daisydog penetration 06041987 laetitia 03031990 02101978 mustang2 adrenalin goldeney
luckyone 06031983 escalade 0192837465 fyutkjxtr 01011973 02071977 02081974 touching trinity1 04091986 charisma
07081986 rainbows 07091982 12345qaz cleveland 02061979 08051987 cocksucker 03031993 10011988 10031989 10041990
10061984 10071985 11071989 11091984 11111986 12011985 12021985 12031988 12051989 12091988 12111990 12121989 12348765
14011987 14011988 14021989 14081988 14121989 15021983 15031988 15061988 15091988 15111984 16011987 16111982 18021987
18031991 19021990 19101986 19111986 20011988 20021985 20031986 20061986 20081986 21051986 21071987 21101989 22051986
22071983 23031987 23051987 23051991 24011987 24071987 24101986 24111990 25021988 26031986 26091986 26101986 26111985
27021991 27111985 28031982 28041992 28061986 28121984 29041985 30011986 30061987 31121987 31121988 369258147 05021988
dragster bismarck cambridg 1michael treefrog 123456789qwe 06071983 nounours speakers buttercup mallorca alexander1
normandy thumper1 02051979 playball 7777777a wonderful benessere 01021985 smackdown 02051990 trumpet1 asdffdsa
03041987 favorite6 sexybabe cannibal beethove skipper1 02091971 01051990 nthvbyfnjh malaysia azertyuiop 02091982
rocknroll bynthytn 02011990 pavement 03051986 stockton 06061987 guillaum 10041991 10101989 10121985 10121986 11011989
11041991 11061989 11081988 11101986 12021991 12051987 13021987 13081985 14031989 14041987 14041992 14081990 14091990
15041987 15071983 15081990 15091989 16021987 17021987 17061991 18011988 18041991 18051987 18061991 18081988 18121984
19031987 19091990 20041990 20051989 20061984 21021987 21071992 21081985 22061985 22071990 22081991 22091986 22111985
23061992 23071985 23091987 23121986 24021988 24031987 24041988 24081988 25051985 25121985 26051986 26061986 26071987
27041985 28051985 28051990 28071987 30041991 30051989 30061983 30071986 30111987 789654123 jupiter1 segblue2 abcdefg1
paulpaul gannibal hallowee ticklish 07071985 offshore allison1 special1 02041973 amethyst letsdoit thrasher notredam
candyass junkmail 09051986 06011988 volleyba liberty1 bettyboo 02061981 02011979 02101973 08011986 06061985 01051985
constant longhair 09081988 alcatraz 01021987 09091986 05021987 mynameis 08071988 sunshine1 04051985 powerful 04061984
sephiroth password01 02061972 computer1 1qazxsw23edc jesus123 05031991 sparkles skinhead sonysony pancakes charlie2
generals montecar 02061974 10011992 10061989 10071990 10081983 10081990 11041990 12071988 12071990 12081983 12081988
12091991 12101984 12101990 12121986 12121991 12211221 13071990 13101987 13121983 14041986 15031990 16031988 16071987
16071991 16091987 16121986 18111986 18121983 18121987 19061992 19091983 20051987 20061990 20101988 20121986 20121988
21031985 21121985 22011985 22051991 22071991 22121989 23031986 23051983 23091986 23111987 24071991 24101989 25081986
26071986 26071989 26101987 27021990 27031986 27061983 28061988 29031988 29061985 29061988 30011987 30031986 30031992
30091989 30121986 31031987 31051985 31101987 1234567899 sergbest 08111984 pathetic auckland 01041980 billbill capitals
02031990 pizzaman delpiero 09111987 1234rewq virginie 04111988 tampabay 1qazzaq1 playboy2 1million vampire1 playmate
08101986 dfcbkbcf istheman ilovepussy wonderboy montrose cassandra clemente 06031992 dreamcas 05051991 painting
04041987 01071984 zxcvb123 05011987 04061987 lockdown blacklab riffraff fidelity 05111986 08121987 frankie1 07071988
07051987 edmonton 07071982 pressure streaming supernova 02081973 05031990 08051989 justice1 09081985 07071984 02031991
01021992 babycake fuckme69 frederik motocros 01101987 rustydog pinetree 07101987 10031990 10031993 10041987 10051990
10061985 10071986 10091984 11031983 11051988 11071987 12071991 12081987 12081990 12111985 12111991 12131213 13021985
13061985 13071987 14101986 15011983 15061985 15081986 15091985 15111989 15121987 16061987 16061988 16081986 16091988
17021989 17051987 17051989 17051990 18011985 18021992 18031988 18051989 18101985 19021991 19061991 20041985 20061983
20071988 21031984 21061988 22011992 22031986 22051987 22051989 22061984 22071984 22071985 22091991 23061989 23091985
23091989 23111989 24091991 24121987 25031983 25031991 25041991 25051987 25061987 25081985 26081986 27021992 27031992
27111989 28011988 28081986 28081990 28101986 29011982 29061986 29091987 30011990 30051987 31051993 31071990 44332211
66613666 1234509876 feelgood tigercat citation sunlight 02061971 bigtruck 06061981 kingking trooper1 papamama
jefferson elements 02031974 02051970 123456as 07071989 password99 popcorn1 04041986 08021990 02021978 05121990
03091983 06021986 02011977 01081985 04071986 01091992 09051987 07041987 francine 05031987 revoluti sniffing chouchou
usmarine 03051988 01121990 09091988 01081992 02041972 07101984 07021991 03041983 123456qqq 08081990 03031992 left4dead
england1 conquest delldell lol12345 01011972 02061978 07081987 gogators cashmoney 09041986 04071988 02011976 07091988
10021986 10021987 10051988 10081987 10091986 10101980 10101988 11081986 11091985 11091986 12021984 12031990 12061987
12071984 12101989 13031989 13051990 13061991 13071985 13071989 13091984 13101982 13101988 13101992 14051983 14061988
14091987 15011988 15061984 15101991 15121983 16011986 16021988 16031986 16041985 16101986 16121991 17041985 17041986
17061987 17071986 17071987 17111987 17121985 18091987 18121812 18121985 18121990 19041985 19051983 19081987 19111985
20011983 20031985 20031990 20051983 20071984 20101987 21021989 21051990 21091989 21101987 21101988 21111986 22051988
22091984 22091990 22111988 23021983 23021992 23041988 23061987 23091991 24071992 24101984 24101990 24121988 24121989
25021986 25031984 25111991 26031991 26121989 27091991 29041988 30101988 30121985 30121988 31051987 31051991 31121985
31121986 eatmenow 02111987 goodyear 08031987 lunchbox piercing riversid 01091988 03031984 scissors crescent erection
entrance weare138 italiano matchbox acapulco mohammad lebowski 03031987 surprise loverman abracadabra 03061985
fisherman 01061983 08041985 celebrity madagaskar dreaming mercury1 01051980 01071990 macintos tennesse hardwood
sweetheart 03071985 rhfcfdbwf ronaldinho masterbating fabulous parlament alpha123 04031991 02011971 naughty1 09031987
03061986 02061990 05051986 05061989 paladin1 asdfg123 06011982 dragonballz 07021980 07061988 rfhfvtkmrf kicksass
07041989 09041985 05061988 03101991 07031989 02081970 08081989 10011980 10031980 10041984 10071989 11031986 11041985
11061984 11061986 11061987 11091990 11111991 12021990 12041991 12071992 12081993 12091986 12111984 13041989 13051986
13071982 13081986 13091986 13091988 14031986 15011990 15031991 15051989 15051992 15071990 15081989 16041988 16091990
17051983 17071990 17091985 18031986 18071986 18071989 18071990 18111983 19041986 19071989 19081986 19121988 20031992
20061987 20061991 20081990 21021988 21021990 21031986 21041987 21041991 21101983 21111983 21121989 22071988 22071992
23031983 23041991 23101987 23111986 24041984 24041985 24041986 24051989 24061985 24071990 24101988 24101991 25021985
25041987 25051980 25051988 25071983 25071985 25071987 25091989 25091991 26011986 26011990 26021992 26061989 26061991
26071984 27071988 27111990 28021983 28071985 28121989 29031990 29041989 29051992 30051986 30051988 30061988 31051982
goldeneye interest 07081984 natedogg 09051984 alterego huskers1 adelaide nineball aircraft 04111991 01041993 mallrats
backbone innocent 05041985 freestyle 03061988 zerozero anonymous laserjet waterman ballsack dangerous ghjcnbnenrf
01031981 information 03091988 07041988 01061992 babybear highlife favorite ljxtymrf 05071985 trinitron supersonic
blueberr 05081992 claudia1 demon666 06061988 03041984 tamerlan 1qw23er4 03041989 qwerasdfzxcv 06041984 04071987
flyers88 nokia5800 stewart1 01071988 01041983 05081986 02091978 06101989 humphrey 03031991 cashflow ireland1 implants
08071985 cantona7 bobmarley princesa bendover 04021990 05121988 03011991 sopranos 10021983 10081991 10091985 10101991
11021990 11041986 11041987 11061988 12041987 12081986 12091990 12101986 12121984 13021991 13031991 13061990 13071991
13081987 13091987 14021991 14041991 14051987 14101983 14101991 15031987 15111986 15121985 16011985 16011991 16061990
16111989 17021986 17031992 17111988 17121986 17121987 18011984 18061986 18061987 19011985 19021985 19071983 20011987
20051986 20061980 20101986 21021986 21041990 21091990 21111989 21121988 22041991 22051990 22061991 22091985 22091987
22446688 23021991 23051984 23061985 23071986 23091982 24041990 25051989 25081987 25081989 25091992 26041983 26041988
26051990 26111984 26121987 27061990 27091983 27101987 27101989 28021989 28041988 28051988 28071984 29031982 29041987
29051987 29071986 29081982 29081987 29111987 29111988 29121984 29121988 30061985 30061989 30071992 30101987 31011985
31051986 31081989 31101991 mustang5 hillbill aaaa1111 buster12 carlisle protocol 05061983 01051987 jennifer1 03061984
feathers nemrac58 wonderfu qweasdzxc123 dickdick 06061990 08021989 annaanna pimpdaddy commander helsinki cyclones
macaroni thebeast marauder 09101985 06021989 01041989 02031970 09051990 06091989 02021977 homepage dimadima 03101985
04051987 halloween 07021987 cheerleaers 05041986 soccer11 redheads metallica1 03121986 greywolf 06081986 06081988
06031986 rfhfylfi 08111983 01031980 08061986 06051987 06071984 123456789r reloaded 04061990 04021985 gigabyte
flvbybcnhfnjh dortmund godbless flipper1 jurassic experienced 05101984 love1234 coolhand kcchiefs 09011990 05091987
08071986 barefeet 1111qqqq zoomzoom asdasd123 greedisgood 10011989 10021988 10041989 10051986 10071983 10101987
10111989 11021984 11021987 11021988 11051989 11121990 12031986 12061980 12071982 13021984 13121989 14031990 14051986
14091988 14091989 14111987 14785236 15021991 15031986 15031989 15051991 15081980 16021989 16041986 16051986 17081990
18091984 18101989 19011986 19091986 20021990 20021991 20051984 20111987 21011985 21011990 21041986 21061989 21071990
21081990 21091987 21121987 22031987 22081987 23021984 23061988 24021985 24061984 24081990 25021983 25021984 25111988
26041990 26081983 27011990 27051986 27051991 27061989 27071983 27091984 27091987 28011989 28041983 28051989 28071988
28121990 29011988 29011990 29041984 29041986 29061984 29081988 30081989 30091985 31031990 77347734 1020304050 05081989
nevermin arizona1 alex1234 nopassword 55bgates 123456789987654321 rosewood outsider minnesot 07111987 darthvad
06111986 07041985 06071986 bellagio redlight baberuth messenger abc123456 copenhag lavalamp culinary beckham7 doughnut
trueblue asdfqwer advanced monterey waterfal bukowski 07061986 05081987 06051983 08081983 bigblack gianluca 02061973
02101975 nokia123 09041990 as123456 06081990 blackhawk 05041990 dtkjcbgtl salvatore davedave 03071984 05041991
kristin1 03021987 01041986 satellite 04021987 05071983 04031982 daredevi duckduck 08021985 03051985 07031986 kamikadze
09061990 03111986 01091986 08081979 biohazard 05071986 05051982 phantom1 1q2q3q4q 06071990 03011986 05041983 07021989
01031991 08011988 deathnote pertinant lilwayne 06111990 blackberry poophead 04061988 08031988 stiletto gallaries
02011978 1234567aa riverrat 04011990 fishtank 04081985 dominique griffith nightowl 04111989 valeriya 10051989 10111983
10121989 11031987 11031990 11081983 11081984 11081985 11101990 12021987 12061984 12061990 12345677 13031990 13051988
13061989 13081982 13081988 13091990 13101985 13101990 13111985 13111986 13121990 14031985 14061985 14081986 14101989
15031984 15041983 15081984 15101983 15111985 15111987 15121989 16021982 16061984 16071986 16081985 17011985 17011986
17111989 18041983 18041988 18051982 18081989 19101989 20011985 20071985 20111984 20121985 21011986 21051983 21051989
21061987 21071983 21071985 21071986 22081990 22091983 22101988 23021987 23031989 23071988 24011986 24011989 24101987
24121984 24121990 25041983 25041984 25091984 25121986 26011989 26021990 26091985 26121984 26121985 27011983 27011985
27021986 27041987 27121988 28021984 28041986 28061984 28061985 28081985 28121986 28121987 28121988 29031983 29071988
29091990 30041988 30071983 31071986 741258963 qweasdzx topolino buddydog care1839 happyman deadspin eighteen hartford
softtail 04051990 jupiter2 lucky123 04121986 stonewal myspace1 powerman smartass 08081985 qwerty13 prototype dipstick
surveyor atreides nicetits chopper1 03021982 z1x2c3v4b5 mastermind 05121985 manunited 05121983 01071989 112233445566
civilwar 05101986 05021989 03081984 downhill dallas22 interacial shitshit waterski 01061985 06071988 07011989 03101983
07031988 05051988 01011950 monkeyboy 01041979 07031985 05061987 06031988 dtxyjcnm 01111990 princess1 06111984 01041981
nosferatu 02101974 02091974 09051983 04121987 06031984 06071985 prophecy 02091979 vincenzo pitchers sealteam tortoise
integral start123 chewbacc deerhunt greenman winter99 02021974 09011987 04121985 02081975 10021985 10041982 10081988
10091988 10091989 10111981 10111988 10121979 11041988 11071984 11091983 11111979 11111983 12041985 12071983 12071985
12091987 13021989 13081984 13081990 13121984 14021988 14061982 14071983 14091982 14121986 15021988 15081985 15101987
16021983 16031987 16111987 17021988 17071984 17081988 18011989 19071985 19101982 19101983 19121985 19121986 20041981
20061989 20071981 20091984 21121984 22021984 22081985 23011984 23011988 23011989 23031988 23061983 23081986 24071989
24121985 25011988 25071989 25081983 25091988 26051987 26111987 27051984 27081989 27121986 28031984 28071989 28101988
29011983 29091986 30061986 31011983 31071985 31081985 789632145 1357908642 kikimora nothing1 04051983 03011984
01081980 mike1234 continue crazyman 08061989 2wsx3edc lapochka 09121983 06071987 wdtnjxtr 05101983 disaster suckcock
makeitso fivestar screwyou 123456789v daniella foreplay 02061975 a1a2a3a4 blueberry gizmodo1 01021986 paperino
bisexual rodrigue 06081985 03101989 libertad 01021980 animated 02081971 eldiablo 04081989 bluestar 08041988 03021989
03031989 07041986 markmark 02081972 01071985 07081989 07071986 04041984 honduras 01051983 volleyball 04011988 pizzahut
03071989 07071980 01061984 q1q2q3q4q5 converse maxpower dragonfly fishcake mississi seductive ntktdbpjh 03101988
happines badabing 05051980 08091988 03081988 nightwin 01091984 kenneth1 raymond1 02071974 sprocket passmast 10031985
10031986 10051983 10051985 11011980 11031982 11031984 11041983 11071983 11081982 11101985 12011988 12021986 12031989
12041983 12101987 13011981 13011985 13051985 13051989 13061983 13061984 13071983 13121988 14031984 14081989 14101985
14111989 14121987 15031985 15041985 15071984 15091983 16031985 16111983 16121982 16121985 17021982 17091984 17111982
18031981 18051985 18071988 18081986 19021982 19031980 19041987 19061984 19061986 20011984 20031984 20091983 21051985
21091984 21091988 23031985 23081984 23101988 24021986 24021987 24051986 24051987 24071986 24081987 25051984 25071986
25091985 25121982 26011981 26021985 26041984 26081985 27031985 27041988 27071984 28051981 28081984 28091984 28091985
28111986 28111987 29061987 29071987 29081983 29121985 30061982 99762000 123456987 918273645 landmark augustin nathanie
kissmyas smithers georgina abdullah envelope stoppedby climbing beverley alessand 04071983 graduate 01081988
spiderman1 foreskin jesus777 stephens fisherma 03091986 123456789o friday13 jennings randolph guillerm benedict
bismilla 07011988 hondacbr whoknows ghbdtnrfrltkf bigdick1 sephirot 05031988 cornelia 04121988 qaz123wsx 1z2x3c4v5b
nokia5530 09051985 06031985 gabrielle 07091985 negative websol76 03031983 04121984 07021986 05051983 01031987 02051974
09071984 sokolova 09011985 india123 hugoboss websolutions 01071980 04051984 06101986 06061982 06011987 07101985
thinking 01111987 finalfantasy 20spanks timoxa94 mamochka ciaociao godspeed 1234567890z mazda323 gangbanged 05031986
lovehate 04011987 yaroslav skydiver magic123 kristen1 04111986 02101982 10101983 10111987 10121984 11011982 11011985
11101987 11121984 12021980 12041984 12111987 13011983 13011984 13031985 13051983 13071988 13111988 13121986 14061984
14111988 14121988 15041982 15061983 15081987 16041984 16071983 16091986 16101985 17011701 17081984 17111986 18021982
18041985 18081987 18111984 19041988 19081985 19081988 20021981 20061981 20081987 21011987 21021983 21021984 21091986
21121980 22051980 22101985 22111982 23091983 23111982 23111985 24051985 24101985 25021978 25021987 25091986 25101986
26011987 26091984 26101984 26121983 27011986 27031983 27071982 28021981 28031986 28051983 28061983 28091987 29101985
30011983 30051984 qq123456 architec 01071983 creepers 09121987 jeffrey1 treetree petrovich lionheart chairman honeybun
06111985 09071987 1qaz2wsx3edc4rfv andyandy allstate christophe tickling topsecret roosters instinct bigbucks 03071983
ilya1234 fighting dirtydog 03091984 losangeles pippen33 merchant adventure francisco leonidas flanders vancouver
georgia1 sandberg letsfuck lighthou laughing general1 locoloco qw123456 daredevil 02011974 05061985 07081982
chickenwing101 valleywa livewire 05021985 01041982 04121982 livelife 05121986 07121987 producer 08031983 chadwick
rosebud1 987654321a 03101984 09071986 catfight a1b2c3d4e5 heavenly 01101985 blackops 04081986 hydrogen sarasara
02121983 splendid vodafone slapnuts wachtwoord nancy123 02041970 01011961 09101986 sandman1 fujifilm marcella 10041985
10051984 10071984 10121982 11021981 11091987 11111982 12051981 12121977 12121981 13031980 13041984 14031987 14041984
14081982 14091986 15011981 15051982 15061987 15121986 16071985 16111986 17031983 17031984 17051986 17091986 17121983
18071983 19081983 20011981 20021983 20031980 20051981 20111985 21051984 22041983 22121982 23041985 23061980 23071984
24081986 24101980 24111983 24121982 24681012 25031986 25041980 25111986 26061983 27061984 27071985 28031983 28071983
28091982 28111984 29031986 29051984 29051986 29091982 29091985 29111983 29121986 30011980 30071985 30101984 30101986
31031986 31101986 31121983 123581321 05091985 joystick addicted 02091972 anthony7 victory1 01121984 rockrock access99
ludacris nineteen lionhear quant4307s flashman graywolf 07041983 maurizio musician infected garrison forsberg flathead
saxophon 09121982 sarajevo a1s2d3f4g5 tonytony basement fernande monkey69 02081978 01061979 winfield batman12 06051985
singapore lincoln1 escorpio rfgbnjirf molly123 underwear ghbdtndctv 01091979 08101980 goofball zxcvasdf sickness
05081985 04061982 07021984 hugetits 01091980 02031976 3rjs1la7qe internal 07061985 squerting firestorm starlight
01121985 06061983 03051984 blackice password11 01081986 jessica2 tangerin dragon01 qazxsw123 smirnova unbelievable
bernardo warcraft3 infamous housewifes hillside hospital macgyver 02061970 05041984 10031984 10101982 11051979
11051985 11121981 12031984 12041978 12121980 13091985 14021984 14051985 14061983 14111982 14111984 15051983 15081983
15101984 16011983 16061983 17021983 17031985 17041984 17061983 17061985 18061984 18071981 19111984 19121982 20021980
20031983 20041984 20081984 20081985 20121982 21061983 21071982 21091985 22101981 22101983 22121985 23011980 23011982
23031980 23121983 24011983 24021983 24031985 25121983 26031985 27051985 27081985 29091980 30061981 30121984 31071983
74123698 159753456 chevys10 survival hooters1 douglas1 rushmore scirocco fuzzball frogfrog 03041985 911turbo detroit1
administrator cornhole 0o9i8u7y letmesee offspring 02031972 johnston daniel12 shredder wednesda truffles nathaniel
fantasies chowchow atlanta1 checkmat starlite allnight horsemen josephine 05111982 1mustang pregnant firehawk sparhawk
favorite2 stirling silverado freewill glendale 02031971 groupd2013 vflfufcrfh aerosmit angel666 jediknig close-up
pounding 06021984 02121981 funtimes gfgfvfvf evangeli 02041971 03051981 lacrimosa bionicle 04091985 madonna1 sooners1
06121982 devilman lamborghini 03011985 07081983 08061984 03051979 08071983 05031984 experience carpediem schubert
milamber motocross euphoria browndog domenico skeeter1 bajingan 08061985 scorpions 123321123321 06101985 bertrand
frenchie 09051981 09121985 03121985 service1 sleeping babemagnet timothy1 10081981 10241024 11001001 11051982 11061980
11081980 12041982 12051983 12345687 12349876 13081983 15021984 15121984 16061981 16081980 16111984 17061982 17091981
18041984 18051984 19091980 20101982 20101984 21041983 21101980 22061982 23041983 23041984 24021984 24031980 24051979
24091984 24111982 25051983 25071984 27031984 27111984 27121981 28111982 29011980 30111982 31121982 horseman armstrong
snapshot priyanka hunter12 sometime prestige 1password hawthorn greatest mainland bulletin dutchman passcode 09081984
regional bernhard gregory1 05031981 assmunch asslover rocky123 04041982 zaq12345 buckaroo diplomat skeleton 06081983
futyn007 02101972 mannheim 02101970 adrianna dominick wellingt fernanda dragon123 manager1 calendar pennywis komputer
04081978 07121984 07011980 plumbing 07111982 thetruth 04081982 06011984 justinbieber 08031980 09111983 madala11
nokia5130 lockerroom dima1995 09101984 yeahyeah ejaculation pictuers 07101983 wrinkles bettyboop frederick daydream
friends1 01121980 vfhbyjxrf dominika 02021975 10071980 10081982 11031980 11041980 11061983 11121980 12021983 12031982
12041977 12051982 12091982 12091983 12345123 13031983 13091982 15071980 15071981 16011982 17111979 18061982 18081982
19011981 19121978 20021982 20041980 20071983 21031981 21051979 21061980 21081980 23021982 23071981 23101981 24031981
25011983 25091983 26031982 26101983 26111978 27011982 27111982 28071982 29061982 29071982 30091983 963258741 smoke420
cobra427 embalmer basketbal tailgate salvator nocturne sexymama disabled papabear wednesday shinigami panorama
illmatic ticktock fantasy1 08041980 woodstock aligator mojojojo earthlin reindeer undertow 05061981 alabama1 freedom2
monolith nastenka fullback elevator prudence neworder churchil troubles sfgiants pussylover qwedsazxc newstart
contortionist japanees capoeira vivitron dreamcast fruitbat michelle1 attorney admin123 05061980 insecure 01061982
08041982 09031981 armageddon 06021981 delphine casablanca alejandra 03031982 123qwe123qwe myfriend magdalena
knickerless billabong discovery fhvfutljy thumbnils welcome2 02021972 toulouse fireman1 salesman woodwork 03071980
02011972 daedalus violator 10021982 10041979 10091980 10101975 10101981 11041974 11101982 12011979 12021982 12041980
12051980 13071979 13111982 13121982 14051982 15041980 15071982 15101982 16041978 18031980 18031982 18061981 18071979
18121979 19051977 19061982 19081982 22071981 22091981 22121978 23041982 23121982 24081982 25011982 25031980 27731828
29041982 29101982 29121982 30051981 30061979 30061980 30071982 30081982 q1q2q3q4 04071982 zimbabwe newproject2004
redstorm brisbane dagobert stinger1 windows1 natascha kennwort barbara1 02011973 rammstei wingzero 3edc4rfv lighthouse
fordtruc letmeinn destroyer sublime1 athletic fantasti michele1 clueless spamspam costanza morticia bigpenis lingerie
diamante 1a2s3d4f5g marymary alfarome qawsedrftg prelude1 riverside 03101979 02071972 greentea 07041980 imtheman
09071981 qazwsxedc1 evanescence motdepasse porsche911 pussy4me kickflip 03031981 landrove longshot superbow 02071970
comicbookdb rfhlbyfk kfcnjxrf 01101979 anthony2 paramore buckwhea pornographic 03021979 01071978 minnesota lambchop
anakonda arcangel j3qq4h7h2v starbucks transexual vfpfafrf archangel braveheart 08081981 masturbation homebrew
04101980 fordf350 07081981 02071973 milkyway forester babemagn 02051971 10011001 11081978 11111978 12111981 13121980
14051977 14051981 14121979 17051981 17101980 19021980 19051981 20011980 21011981 21101981 21121978 22031981 22081981
23051980 24111981 25111978 26031980 27011981 28031981 29071981 29121981 30071979 31051977 31071980 1213141516 maxpayne
duracell 12locked chinchin 123456789p ramstein trousers cybersex wildlife corvet07 tiberian kevin123 doorknob saltydog
bullwink shevchenko morozova maximilian headache hellohel needforspeed a123456a fireblade ironman1 devilmaycry
asmodeus bravehea chemistry vfhnsirf somebody mypasswo 05081977 01011967 pennstat 01081978 cocktail motherfu marajade
princeto rapunzel hernande ytngfhjkz maximus1 pegasus1 disturbed 03051980 dreamer1 evildead 01051979 everques 06081979
deepthro gfhjkm12 blessed1 klopklop 12345asd fishface nemesis1 gorillaz sevenof9 manhatta ursitesux revival47 detectiv
businessbabe 123456789l yfnfitymrf 04101977 ibilltes 02091970 dropkick sk8ordie montecarlo peaceful 04061980 enter123
christel 09051975 cowboyup 1234kekc rdfhnbhf marishka 10061980 11101979 12011980 12071980 12340987 12345612 13245768
14031978 14031980 14041976 17051979 17091979 18061980 20011979 22334455 23021977 23021978 25071978 27111978 28101979
30031979 890098890 honeydew ladybird chauncey cambridge maryanne fourteen avalanche snowman1 restless bluenose
charlie123 optiplex 123456qq bulldawg omegared caldwell fuckthat 123456ab genocide charming losangel impalass marybeth
newpass1 seahorse zxcvb12345 machines 02021970 07041979 monkey123 fuckmehard master123 goldrush trailers 03071978
capital1 asd12345 qwerty78 09091979 kazanova rktjgfnhf spalding santacru 01011966 sunderla 1a2b3c4d5e 09051978
08031977 snoopdogg nokia5230 fktyeirf everton1 01011965 ghjdthrf 01031976 123mudar geibcnbr blondinka 123456789123
l58jkdjp! 1a2a3a4a beachbum waffenss 123qweas shotokan 02101971 hulkster samadams heather2 mastermi sammydog ignatius
dragrace monkeyman 10101977 13081978 15031975 19041978 21041978 22011975 22041976 23021975 23051978 23061976 28071978
29091977 43046721 123698741 sanity72 03021978 frank123 drifting contests glassman rt6ytere homeless yourmama partners
navigato buckeye1 costaric terrance newport1 evergree utahjazz nickolas rb26dett jeffjeff cynthia1 infinite crockett
thething jakester woodside bugsbunn pontiac1 invictus everyday russell1 austin316 memories adventur tequiero teacher1
abstract bubblegum callofduty dickweed hershey1 control1 housewife temptress verygood hogwarts wingchun heinlein
01051974 mystical aerosmith blackbelt ethernet eightbal solnishko 01011968 snowflake firestar hornyman girfriend
lebron23 timelord milhouse leningrad caterina qwerty99 03061977 allblack anna2614 pussyeat mackenzi masterbaiting
uncencored manifest songbird triplets ghjnjnbg pyramid1 submarin partizan choppers fred1234 desperado 10121976
14021977 15121977 18273645 22091977 31071977 callahan thriller ilikesex 1letmein ericeric littlema patrizia
12345654321 wapapapa hornyguy commerce necklace cannonda seventeen blackcock barracud pathfinder fuckshit brunette
parsifal birthday4 alkaline shitfuck muffdive account1 glennwei antigone beepbeep hotbabes fordf250 motorcyc coolgirl
rickster citibank gobigred professor cvbhyjdf biscuits 03041975 tenerife goodlife qwaszx12 volkswagen southside
maurolarastefy spartan117 08081976 peregrin antonio1 raindrop laracroft novikova 0000000000o fynjybyf 12345678900
paranoia germany1 fakepass supernatural tecumseh tonyhawk francesca mahalkita iloveporn falstaff dominate deborah1
lancaster astonvil bobmarle hennessy elvis123 nonmembe bonethug terriers tooltime terrence russian7 11122233 12041976
13011976 23021973 pyramids roserose seattle1 saunders schnuffi potatoes phaedrus marketing stefania cxfcnkbdfz
guesswho lindsay1 zxcvvcxz passthie testibil marriott summertime music123 helphelp takamine bigpussy duckhunt ironhors
lemmings theclash unicorn1 shadow01 hamburger colossus gotyoass qaz12345 bigbutts elbereth blaster1 lagwagon fuckyeah
location penetrating forgotten pokemon123 thesaint element1 astalavista asdfg12345 05051975 professional hermione
marketin misiaczek gymnastic goodfell sexsexse gulliver 01081975 volkodav 02011970 domainlock2005 youandme galeries
scandinavian lakers24 flowers1 rerfhtre macintosh dhjnvytyjub killzone yamahar6 basebal1 homer123 grandpri premiere
smokedog watermelon mayfield hardwork lasttime r4e3w2q1 peaceout angeline express1 x72jhhu3z 14031972 147896321
369852147 bookcase newhouse domestic blackcoc blackboy doggydog 123456asd p455w0rd william2 envision !qaz2wsx 67camaro
algernon 12qwerty baywatch 01011964 phoenix2 rsalinas dangerou headless beaumont evergreen bradshaw barracuda tomservo
greatsex f15eagle yesterda monkeyma aquarium cbr600rr payton34 bassbass 123456789k blackass snakeman polaroid worldcup
letsplay deutschland saab9000 amoremio vaseline alligator computers dimension packard1 uhbujhbq golfclub longhorns
wellhung tryagain january1 mysecret zolushka catdaddy 17171717aa loglatin mustang9 chipper1 nadezhda edinburg panties1
excellen pandora1 romanova vfylfhby luscious sonyvaio flipmode yorktown jbond007 doggystyle dkflbvbhjdbx goodwill
watching holahola davidoff robinhood machoman mccarthy 12s3t4p55 momsanaladventure fabrizio avengers october1 sixtynin
database elisabeth fuckedup meandyou everquest remington jason123 01011958 lancaste hd764nw5d7e1vb1 10101968 69213124
78963214 cheyanne ginscoot bloopers gooseman babushka patterso felicity blondie1 crocodil 5tgb6yhn qazwsxedcrfvtgb
camelot1 helpless soccer13 sweetass sebastie boogaloo angelito francis1 peternorth freiheit valentino a1a2a3a4a5
hitman47 winchest nicknick aleksander consuelo pimpster lifeisgood splatter feetfeet darthvader bruno123 caseydog
amarillo 1basebal satellit mustang8 cezer121 123hfjdk147 carlotta masterkey blackbel drjynfrnt lotus123 happydog
insertions buchanan monkey11 sidewind hannover politics asdfjkl; 4rfv3edc vfnbkmlf eleven11 123qwe456 grapeape
deathrow onepiece waterpolo dragon13 techniques buratino distance facefuck ijrjkflrf avangard vineyard qazxsw12
calculus buttbutt zz8807zpl bignasty emmitt22 romaroma maddison stamford dropdead 123456789012 8phrowz622 dragon11
chastity lindsey1 hatteras claudine corporal trucker1 rushrush gotigers ganjaman vegas123 rebbyt34 hawkeye1 123masha
1hxboqg2 rootedit 100200300 universi priscill lexingky mandolin teamwork c3por2d2 carefree footlove redwing1 giveitup
cleaning 085tzzqi usmc0311 tanechka loveme89 terrible goodness glenwood ufhvjybz allright claypool julieann greyhoun
063dyjuy nyyankee calamity dillweed pantyhose arabella mauricio goodison luv2epus alphaman pedersen 44magnum assassins
qwerty777 boris123 01478520 summer12 bachelor badnaamhere nevermor mattingl lavender mattmatt headshot open1234
topsecre hotchick monique1 cordelia akatsuki openopen geraldin freeland rodriguez princessa miranda1 federica
5hsu75kpot gbgbcmrf 0102030405 fabienne carthage moonshine chrissy1 brother1 aquafina catholic alexandru 123456abc
loveyou2 deepblue novifarm holiday1 black123 ducati99 moonstar finnegan contains nbuhtyjr johndeere ultraman samantha1
r2d2c3p0 badkarma swallows seraphim hawkwind assclown redneck1 jamaica1 catalyst password3 passwerd pepsi123 trojans1
fastcars failsafe insertion dkflbvbhjdyf hilfiger caffeine qwerty77 pornpass 12345432 32165498 74185296 3216732167
michael3 divorced anteater mustang0 redshift cableguy kingsize collecti buffalos steve123 warehous bayliner charles2
suikoden year2005 whoopass marigold aqualung summer01 ricochet cumeater christy1 transfor andrew12 indiana1 strange1
alexandria joseluis learning wolfwolf thorsten luckyman tennessee hallmark polarbea blackie1 mostwanted pentium4
1qaz!qaz resource broodwar jimmy123 golfing1 opensesame ninanina 8phrowz624 chemistr gfhjkzytn prospero brownies
master01 mindless ytrhjvfyn licorice allstars lalaland schastie arsenalfc barakuda westham1 bondarenko anatoliy
stampede loveyou1 saopaulo passions mobbdeep flintsto covenant phillip1 mapet123456 yodayoda vladvlad pleasant
vergeten calcutta manhattan sailfish summerti foxhound gunsling bluedevi thornton backspac daffodil pussylicker
ghjvtntq 12041961 13572468 48151623 123321456 rerehepf counterstrike titanic1 mustang3 baphomet lionlion longlegs
thunderbird lockheed rockroll jeepjeep henderson ducksoup palomino buster01 yesterday mosquito 01011963 1asshole
forklift jerusalem planning hometown prisoner milenium meltdown mammamia postov1000 pussylov tigger12 limpbizkit
redhead1 theworld ilya1992 juvenile omsairam 12345678901 whatever1 dustydog afrodita antoshka wasdwasd ambition
gillette champions acoustic charlie3 pennstate celticfc tooltool bonghits solidsnake oldschool mymother longtime
01011955 cristiano nolimits michael9 delivery essendon legoland tashkent skyline1 rhfcfdxbr asterios dominator
pleaseme vicecity junkyard nokia3250 magnavox investor connection katharin hellohello 33rjhjds fightclub illumina
copenhagen metalgear thinkpad bastard1 lovefeet billiard bareback cinderella touchdow rooster1 coolbean galadriel
showboat creatine dominica shipping sideways buttplug matthew2 searcher appleton getsdown goldfinger pioneer1 chillout
october2 ronaldo7 westlife prashant thelast1 13576479 159753123 333666999 1footbal sandydog mustangg angelofwar
151nxjmt lucas123 smuggles aaaaaaa1 schneider nonsense psychnau valdepen kirkwood dragon99 snoogans adelaida 2wsxzaq1
trustn01 crimson1 kovalenko passfind forgiven wisconsi letmein22 mavericks joshua12 behemoth 123321qwe 7hrdnw23
ghjnjrjk sixtynine bluebear titlover kilkenny zaq1xsw2cde3 viper123 destroye zcxfcnkbdf chocolate1 abigail1 codeblue
slayer666 minotaur goodstuf argonaut annabelle lucky777 baldrick metropol hernandez footbal1 juancarlo fuckyou123
agnieszka armitage indonesia favorite8 bartlett master11 powerade shadow11 parliament bladerunner firework language
besiktas vfvfvskfhfve 01011962 1a2a3a4a5a orlando1 gfhfljrc krasnodar tarantul overtime davecole mousepad browneye
brianna1 nacional red12345 mathilde venezuel kochamcie vthctltc favorite7 wildcat1 metalica skateboa shooter1 orange12
redbeard sampson1 schwartz theflash nokian70 gy3yt2rgls oscar123 derrick1 asd123asd scruffy1 longdick network1
clitlick ghtktcnm nosferat dumpster jediknight nighthaw rerfhfxf charlies overload kitty123 ladygaga hotsauce
246813579 mnbvcxz1 discreet brasilia repytwjdf daisymae simpson1 champagn birthday1 07101962 beethoven discount
papichul ranchero 1jennife characte classic1 lovesexy thissuck gunsmoke moneybag bumblebe halfmoon gremlins thatcher
televizor telecast southsid henderso fuckfest hornyboy multisyn michael8 dagestan qweqwe123 123456789abc hellokit
blowjobs boscoe01 tristan1 thematrix badlands galactic commodor passion1 mackenzie knockout malcolm1 bigpimpi brian123
winchester flhtyfkby hrvatska tactical hondacivic dreamers spartacu marietta timeless steelhea ctdfcnjgjkm welcome123
lostsoul evgeniya hibernia q1234567890 loredana 123456789n pi314159 fkmnthyfnbdf biggdogg oriflame gtkmvtym rockydog
ytyfdbcnm internet1 iwantsex tigger01 ghbrjkbcn reporter frontera ganjubas pendrago 1234567u intelligence rocketma
hammerhe darkmoon thematri popsicle rocketman margosha 68camaro ibilljpf bigstick democrat iloveher milashka funnyman
emachines playboys satriani faulkner roderick ghjcnjghjcnj strannik thomas12 ghbdtn12 admin18533362 12233445 159753852
777888999 stroller tazdevil sarah123 crossbow 08154711 critical freetime kingrich funhouse trader12 roberto1 material
njdevils thunders mounta1n internat camaroz2 toshiba1 pinewood 1qay2wsx 2wsxcde3 stockings holeinon mazinger %%passwo
college1 bonefish fairview bigfoot1 million1 chewbacca piramide patrick2 winter12 hatfield blueline underworld
catfish1 girlfriend interpol windstar bluegill lizaveta fatpussy camaro69 player69 warcraft1 qwerfdsa peterose
qqqq1111 architect 123456zxc centrino aguilera wonderland memorial trashman danielit artofwar metal666 dripping
flapjack newworld landscap temp1234 23176djivanfros salamandra 123456789qwerty dzxtckfd sobriety angeleye thetachi
dickface advocate nokia5300 gemstone nonrev67 godofwar smallville qwertasdfg astroboy woodward cyberonline galatasaray
sexybaby hendrix1 mitsubishi notredame blacksun qazxswedcvfr vittorio azsxdcfvgb karamelka shadow13 qwertyasdfgh
dominic1 gallardo rjyatnrf imperium inflames bugsbunny nicholas1 vlad1996 dragon88 connect1 piedmont katrina1 pheasant
blastoff ginger12 indahous ilovemyself parasite voltaire robinhoo wallace1 cummings laracrof bosstone justin12
system32 bluenote brentfor goldmine wellington goodtimes exploite lapdance cvzefh1gkc water123 killemall fantastic
iwantyou repytwjd radiance ruthless sweethea peter123 01011957 89600506779 damage11 748159263 987412365 michael7
country1 epaulson bungalow john1234 aurelius grainger charcoal ronaldo9 homebase adrianne sensatio 1diamond edwardss
3edcvfr4 george12 playoffs andreas1 panchito fellowes thirdeye alfaromeo isacs155 roodypoo scooters jesuschrist
maverick1 dragons1 palmetto sylvania vertical w1w2w3w4 melbourn desperad save13tx hotwheel bretagne sportste vatoloco
ghostman jedimast sunrise1 clinton1 blingbling pembroke arsehole slayer66 psychnaut1 odysseus pizzapie silver12
wargames mysterio darkknight integra1 westcoast banderas 4r3e2w1q fatluvr69 xsw21qaz yjdsqujl slimed123 1q2q3q4q5q
sailormoon indians1 babycakes pussyeater nikita123 muenchen qwerty22 medicina gabriella petersen nokia3310 reaction
scott123 whosyourdaddy tagheuer xthtgfirf 1234567z kochanie oc247ngucz 1111111111zz porn4life littlebi siberian
limerick xboxlive prettygirl thejoker cuntlick metalman leiceste handcuff princeton peaches2 minister firestor
rhapsody jeronimo makemoney annemari ironmaid chevyman hugecock tooshort primetim sylvester oceans11 richard2 valdemar
death123 darkwing taylor12 nikitina nickname caitlin1 slipknot1 dima1996 fnkfynblf skypilot newstyle 12332112 13579246
96385274 159875321 326159487 789123456 1223334444 luckyboy 2112rush duranduran pescator police22 sexslave bosworth
mulberry waterfall skeletor pepsicola octavian qwerty00 123123123q hot2trot delorean matthew7 ishikawa document
fistfuck gfhkfvtyn whitney1 jailbird arrowhea casablan qazxswed moneymoney miroslav showcase bulldog2 collette
sorcerer hemicuda stargaze 1111aaaa conflict ironhead fktrcfylhjdbx scimitar nikolaus oriental hellothe reverend
ronaldo1 whiskey1 edinburgh hondacrx zaxscdvf anton123 pervasive kelly123 goodnews astonvilla pepper12 ashley12
cachorro truckers sysadmin olivetti 89015173454 multimedia daddy123 symphony toronto1 emachine fktrcfylhjdyf vaz21099
smarties frankfur gfhnbpfy svetlanka cuthbert password4 stealth1 yardbird morkovka qwaszx123 dragon22 arhangel
percival muaythai nyknicks yorkshir junction guitarra hereford tightass jackson2 taekwond millerli 123123qwe qwer4321
division feyenoord morrigan parolparol vermont1 kamehame arschloch catlover whatthefuck direwolf 1357911q rocheste
pittbull bernard1 terminus trigger1 grandprix comicbook sonnyboy bennett1 daniela1 helloyou redtruck chevyz71 morrisse
trafford evenflow geneviev konfetka knowledge halflife2 sk84life 123456789w denis123 12344321q ghblehrb lbfyjxrf
kurosaki 11121314 19844891 21125150 132465798 243462536 redbirds westport slacking soldier1 makemone antonius
541233432442 patriot1 takehana robert12 germaine rotterda fcbayern toosweet 380zliki bellevue tiramisu wetlands
practice watermel johnmish t34vfrc1991 melville stuttgart westgate theraven superdup maria123 winifred abulafia
trustnoone papercut energize barnsley hoopster eightball toughguy babygurl razorbac brazzers cornholi champagne
yokohama firetruc thurston epiphone gateways chicago2 transam1 proverbs patricio puravida shocking 123456qaz glorious
soccer15 strategy q1w2e3r4t stallone sunderland seven777 sandy123 stringer yingyang chevy454 anamaria ilovepor
shannara whatisit kakaroto friendship superboy cellular pacifica phantasm salvation finalfan sepultura azerty123
tigerlil adrenali hellbent guderian samurai1 grimlock baltimore airforce1 asdasdas newlife1 cheesecake izabella
123qaz123 shotgun1 northsta kindness kusanagi charlie9 malishka iskander fgjrfkbgcbc 123456789qaz sammyboy bagpipes
4rfv5tgb cjrjkjdf freedom7 vfrcbvec oliveira tigerwoo garrett1 cnjvfnjkju cambodia centurion piazza31 1234qwerty
scooter2 mickeymouse vjhrjdrf grasshop colleen1 wonkette patrick9 klootzak bubbadog mustang7 ghbrjkmyj makarova
travelle elvira26 steelers1 bootneck bobby123 redsox04 ladybug1 fuckslut hotpants aluminum adelphia thomas01
password69 stalker1 lakeview jonathan1 medieval hammers1 longbeac networks larry123 hansolo1 4904s677075 kirill123
jemoeder shadow123 reddragon natashka 12345671 12347890 19933991 44445555 135797531 1111122222 mrbrownxx harley01
007james freestyl hardhead celtics1 shadow69 fartripper superbee knowledg eyecandy eatmeraw asteroid bulldogg 1william
steeler1 sycamore tigerman tequila1 hunter01 diogenes marillio realdeal ferrari3 chilidog winston2 regiment gerhardt
soccer14 013cpfza fredderf nietzsch bluerose workshop qpwoeiruty 12345trewq defiant1 ganymede 1234rmvb freelove
aqswdefr numbnuts siemens1 amanda18 minidisc blablabl razdvatri pakistani babygirl1 fylhtqrf alhambra alastair
ukflbjkec gonefish biteme69 xcountry bigwilly humboldt greenbud chester2 override blacksta scooby12 biscuit1 salamand
chantell milagros chelseafc 10inches 0147896325 darkjedi blackrose falcon16 godislove weronika vfhvtkfl primrose
password0 london12 kukuruza rfpfynbg dragon76 kasparov flipside memyself ghbdtnbrb dashadasha daniel123 ghbdtnghbdtn
valerie1 rfhjkbyf kukushka latitude cthuttdyf sonechka belochka rasengan transport scribble cdtnjxrf marbella landlord
blackber packers4 martini1 schlampe assmaste jledfyxbr churchill miracles ricardo1 password1234 07831505 silverfo
sabotage spoonman cupcake1 congress britneys drinking sideshow ppspankp gearhead q8zo8wzq bassfish batman99 accounts
scottish temporar multisync hollydog 12345678900987654321 bella123 lovepussy lexingto canadien bluearmy dollface
letitrid goodfood peterbilt getalife stairway troopers halfpint westcoas 3stooges toolshed buttocks lausanne sebastien
wildrose bocephus jesucrist bestfriend qazxsw21 kingsley greenwoo problems coconuts ibill123 08522580 harry123
11924704 12345666 19877891 25251325 43211234 123123321 titsnass 123asd123 gnasher23 sinfonia birthday21 dad2ownu
elaine22 mrbrownx hhhhhhh1 shooting hopefull jordan12 superson qwerzxcv vibrator hillbilly westwind 154ugeiu education
gandalf2 rosalind paramedic 111111aa reddrago manwhore mamasita aassddff powerboo cracksevi 51051051051 383pdjvl
rottweil nazareth paperboy scranton notagain springst drumline powermac duckling checking brendan1 fontaine jiujitsu
backlash 2w3e4r5t colt1911 changeit possible fucklove doma77ns hoopstar strangle venom121293 fabregas ambassador
free4all welkom01 cuntsoup 12345zxcvb blackshe osbourne catarina gargamel coronado commodore teiubesc promethe
melissa2 anuradha berliner painkiller reviewpa pepsione gtkmvtyb rockport harrypot positivo foosball foxtrot1 saltanat
vfvfbgfgf kelly001 hamburge duffbeer jennife1 amanda12 webhompass a7777777 countach britney1 seagulls guatemal
gtxtymrf helpdesk mazdarx8 gfhjkmxbr cruzazul lovecraf castaway breakers thisisme sherman1 alpacino incognito
victoria1 annamari marissa1 quality1 manunite qwerty21 sarasota checkmate boondock nokia5310 happydays landrover
kfvgjxrf chesterfield opensesa crossfire apocalypse wildblue dragon66 transpor locoman0 submarine neveragain nokia6303
cookies1 moneymaker westbrom autobahn official phantoms 1patrick sprinkle purchase interests dothedew billy123
010203040506 chicken2 paterson gizmo123 sandrock tommygun hockey12 usmc1775 fightclu lakers32 dragon23 bridgett
iloveyou! smokeweed gibsonsg firefighter seagrave madhouse bookmark broncos7 vonnegut fighters cachondo kasandra
chelsea2 homersim syncmast doraemon samsung2 tyler123 rfnthbyrf montagne graffiti smile123 trusting newports hjvfyjdf
qwe123asd lost4815162342 platform silicone art131313 55832811 98745632 99887766 124578963 314159265 321456987 eagleone
crazyzil dimensio blacktop srilanka 12345678c slipknot666 batman69 gobrowns wellcome montague accessno sweetie1
christof buckster l8g3bkde imissyou pershing 102030405060 just4you antilles bethany1 deadlift southend edgewise
abracada drummers teenager pxx3eftp durango1 hihje863 dapzu455 password6 mooseman scratchy postov10 2sexy2ho thaddeus
kassandra katie123 fastback reliable ohiostat jellyfis fuckmenow bullhead austin12 arsenalf temporary ranger99
utyyflbq phydeaux qwertyu1 dthyjcnm hellraiser access12 cidkid86 cortland aceshigh kimberle verizon1 gardenia
testing123 shipyard orange44 pepsimax lyudmila michaelj naruto12 tangerine michelin telemark shemales daisy123
dragon10 hfgcjlbz soccer22 esmeralda frdfhbev ferdinand iloveamy alphaone centauri nataliya dbrnjhjdbx favorite5
123qwe321 cxfcnmttcnm supergirl lthgfhjkm wtpmjgda gametime independent hammarby grizzly1 asdfgh12 amanda69 television
google123 indianali sayangku deadmeat interact cracker1 letmeinnow 11223344q sexy1234 master99 coldfire ranger01
televisi mark1234 greeneye myfamily pickles1 heathers preston1 brussels bluegras barbarian perfecto operation bartende
blackbox charger1 woodduck dickless timeport lsutiger freddie1 buster11 1234567890s skytommy jerrylee cadr14nu
ready2go suicidal tokenbad scramble review69 hunting1 aragorn1 sailing1 limaperu nashvill pinecone scubadiv history1
billyjoe nolimit8 rhbcnbyjxrf radioman satana666 charmed1 holstein polaris1 clemson1 priscilla sochi2014 ghostrid
sexmachine magdalen dallastx raffaele starflee marcopol laughter stepanova nikolaeva 123456789g littleton lockwood
stepanov nikolaev vanyarespekt 12312345 18821221 23049307 55556666 134679258 michael6 redgreen danthema straycat
johnpaul fffffff1 zzzzzzz1 violence gtfullam followme 1charlie ingeborg forensic supervisor dgl70460 cellphon lovetits
digiview ilovemom bondage1 djgabbab take8422 christen waterpol jailbait acun3t1x chgobndg rasta220 striker1 fernandez
roman123 macarena letmein6 sexlover pasquale cashmere lookatme house123 radiator 1thunder alistair chinacat sokrates
choclate beszoptad 12monkey nolimit9 foucault fktyjxrf qw12er34 friendste hardcore1 1fuckyou guerrero wormwood
tajmahal student1 aq1sw2de3 qwerty123456789 acidrain farside1 pepsicol fortune12 tarheel1 simon123 password7 google12
teddy123 adrenaline vigilant lakeland qwertyu8 jessica0 malamute megamanx berenice 123456789x soccer17 rosebowl
esperanz 89231243658s costarica millennium iseedeadpeople rjdfktyrj douglass courtney1 matematika vfrfhjys
transformers devilmaycry4 another1 steinway zaratustra dbjktnnf pfchfytw mama1234 hellomoto slaveboy imperator
dasha123 anabolic alligato chamonix freeman1 charlie5 motivate password5 tornado1 secret12 eagleeye andre123 vehpbkrf
qweasdzxc1 murzilka solitari william3 depechemode hosehead gznybwf13 assa1234 vyjujnjxbt serendip avenger1
combat123654 xaccess2 vlad1997 littleman 12e3e456 fortytwo ilovekim paulette quicksilver teleport bigcocks trespass
nastyboy mine2306 earnhardt qwerty66 feedback claudius bassline xsw23edc bathroom precious1 salvatio schooner chimaera
dispatch controls spyglass poiu0987 summer06 gardener good12345 devildriver pennywise celestia pullings pentium1
candycan darthmau onelove1 ferrari2 bigtits1 milleniu mckinley sunny123 jadakiss dixiedog paulchen scarecro milwauke
leglover bentley1 tigger69 happyboy misskitt rfhfufylf plastic1 bladerun ginuwine contrast zigazaga iceman69 intrigue
qqqqqqq1 efbcapa201 intheass 19391945 54132442 456123789 456789123 1112131415 3141592654 michael0 squeaker humberto
picasso1 netzwerk ddddddd1 thunder2 charlie6 evidence qwertyytrewq badgirls loveboat ricflair lucifer1 monty123
dirtyboy semprini ambulanc xakep1234 dogfight 2wsx1qaz fucker69 subwoofer seagrams arachnid casey123 armadill yy5rbfsc
nochance papercli dolittle 1972chev cranberr gsxr1100 concerto bubblegu forest11 tommy123 jamesbond007 ptfe3xxp
pervert1 cornbrea 123123123a a987654321 dont4get helloworld christos cheerios qwedcxzas acerview batterse chrystal
goodtogo letmein7 ferdinan honeypot milkbone asd123456 cabowabo wrinkle5 strekoza caballer jacqueli smallvil anna1987
andreeva rfnfcnhjaf tanstaaf edelweis freedom3 birmingham superduper crossing vfkmdbyf vfvfgfgfz loveporn 123123qweqwe
julianna magnetic karaganda naruto123 deathsta eintrach pedigree jacqueline note1234 freeride 123456789b cdznjckfd
pornsite gfccdjhl geraldine year2000 toonporn ukflbfnjh jameson1 kristjan helicopt whitepower disturbe anonymou
4815162342lost rfvbrflpt sasha1996 ledzeppelin rkfdbfnehf hakkinen gblfhfcs principe love4ever falcons1 pokemon12
antonell dfcbkmtd scarface1 angel777 ruffryde burgundy ghjcnj123 redhouse fuckmeha q12345678 veritech barbaria
studio54 zxcvbnmm atlantida berserker lastochka surfing1 memphis1 335533aa professo 999111999q starling shadows1
4z34l0ts tranmere giuliano sugarbea passmaster schneide ilovehim skipjack horsesho nokia8800 esoteric unlimited
misty123 treetops swimmer1 candy123 volition chinaman fishfood surround littleon maritime hyacinth flatline morphine
jericho1 guatemala twisted1 monkey13 summer05 amber123 jack1234 fastlane ohiostate studmuff superdog ranger21 blackbea
disciple kennedy1 carousel smith123 maplelea dragon21 123456789qqq realtime inferno1 darkwolf godslove travesti
zaragoza charlie7 senha123 allalone sunghile shadowfa crocodile liverune hamradio iddqdidkfa sexyfeet martin12
bulgaria bitch123 ballgame wrest666 wildroid 12345678z 123456789t qq123456789 kristinka 78n3s5af 12345689 15987532
42042042 49527843 62717315 123459876 555666777 nokian95 00096462 redrider computador bullride bigtymer makelove
billings ozlq6qwm themaster hobiecat novartis amatuers bbbbbbb1 jjjjjjj1 barkley1 carolcox shadow99 antivirus abcde123
shooters buttons1 redeemed 368ejhih seventee 808state nameless masterlo trustnoo 1bigdick redrover maggie11 cookie12
pacific1 dolphin2 elfquest brooking emyeuanh schorsch slowride iqzzt580 cingular yvtte545 cantrell ikilz083 gallaghe
bridget1 bodyshop aloysius berserke 554uzpad hzze929b winter01 jamielee cobrajet photoman vasileva forgotte sanity729
oldsmobi rockbott lovegirl alicante tripping mongolia bustanut painless fairmont harley12 1qwertyu extreme1 pittsburgh
joker123 concepts patrick7 cocoloco hockey99 gardiner slutwife 12345678912 timebomb casandra zenit2011 josefina
sergeevna rjcntyrj abcdef123 westlake bearshare brandon2 asdfghjkl123 pendragon watchmen pizza123 limabean
1234qwerasdf fuckyou7 erickson chessman savatage alex2000 annalisa sheppard vittoria pass1word mancheste zx123456
jg3h4hfn bigpimpin calavera hunter11 hazelnut asdfgh123 qwer12345 airedale primetime 123qwe456rty 1234567890qw
vlad7788 alinochka monkey10 atkinson goodhead elizabeth1 monkey99 ironpony rjntyjxtr ghtpbltyn sturgeon cvtifhbrb
primavera wantsome nokia7610 tombston badkitty asdfghjkl1 alskdjfhg kokakola countyli 1234567d badminton ghjcnjrdfibyj
blowme69 zinedine lightsab magister fedorova mom4u4mm parabola danil8098 orange77 mcdonalds coorslig cobblers redriver
triforce gilberto guillaume galactus sevilia1 pebbles1 r3ady41t cutegirl blackhol oliveoil shelley1 omega123 dogbreat
heythere pikachu1 lovebird sorrento underpar santacruz doggysty grendel1 1superma welldone godisgood br00klyn gbpacker
compaq12 dynastar chrissie cab4ma99 klimenko megabyte strummer nascar88 ghostdog queenbee m6cjy69u35 froggies lonsdale
thor5200 hurricanes goodfellas pussypussy rusty123 diciembr machine1 baseba11 mikey123 hardtime methodman comcast1
1pass1page mckinney shitbird sharkman summer20 nashville johanna1 tomatoes goddess1 leviatha ghbdtnbr1 lifesuck
offsprin 1qa2ws3e provider 3syqo15hil leonard1 brethart longwood sleepers yamamoto asterix1 diosesamo crackhea
mexicano fullsail azathoth dantheman intranet masyanya emanuele webster1 tinkerbel buttmunc gabriel2 kamehameha
huskies1 stratoca d1i2m3a4 lebedeva vjhjpjdf gjkbyjxrf zxcvbnm12 kuleshov freelanc external rfhfntkm ybrjkftdbx
hawkmoon mironova asfnhg66 fhntv1998 12346789 12481632 19922991 159753258 1122112211 1357997531 tabbycat zxcvbn12
11qq22ww 1sexyred george01 playgirl myxworld4 birthday54 0raziel0 clubpenguin michael4 autopass sherbert 11c645df
datalore students nick1234 eagle123 areyukesc arlington genevieve 14vbqk9p ab123456 863abgsg paganini corvett1
master69 esmerald 2bigtits argentum radagast nohack04 plokijuh hamster1 ilovejen mwq6qlzo masahiro 201jedlz
qwertyuiop123 lzbs2twz zxcvbn123 gangsta1 buckwheat ffvdj474 monster2 international 551scasi arcturus transformer
golfer23 footlong screwbal independ outdoors primetime21 2b8riedt ssptx452 sunnyboy tmjxn151 yqlgr667 thunder5
fabolous michaeld filibert pussylic cntgfirf heathrow kissarmy happyone michael5 batman01 benedikt hunter123 romantik
woodruff boeing74 1scooter paloalto schnapps elementa dcunited submissi marcopolo supersex charlie4 fuckhard limpbizk
crownvic biggirls cheese12 aaron123 getsmart money4me warchild shadowma stalingrad koetsu13 burnside mamabear connecti
viscount charmain beaufort pericles dolomite bangladesh monkey77 master22 balefire bowling1 desperados matahari
admiral1 gerrity1 support1 challenger stripclub patrycja canberra sagitari triumph1 invasion flushing golakers
zx123456789 hellothere saun24865709 insuranc mercury7 strutter hopkins1 iluvporn snakeeye fiction7 sheffield bvgthfnjh
tennis12 apokalipsis 111222333a cumshots annelies aventura wildthin lifesucks phantom2 cthuttdbx alexsandr cnhjbntkm
sasha2010 lbhtrnjh maldives m1234567 fallout2 mahalkit critters spider12 sasha1995 gjhjctyjr vfrfhjdf cnhtrjpf
martina1 moremone swetlana goodwood sdsadee23 marmelad maynard1 qazxcvbn secret123 yfcnz123 madison2 masterca
q1w2e3r4t5y6u7 andrey123 deadwood mynewpas vsevolod wildwest 4z3al0ts shygirl1 wildstar raspberr steamboa sandmann
peartree snapper1 idontcare killians dupont24 kimber45 letmein0 bangkok1 gorilla1 romeo123 tubitzen economic gilgames
123456789f deerhunter emerald1 battlefield wladimir shithole mittens1 datalife copeland lochness exposure everything
jeannine london22 speedrac crippler 777angel developer filipino foxglove michaelc sugarray mustang4 clambake familyguy
manpower boyscout eagles05 loser123 kenny123 alohomora sheffiel purple12 diablo66 bumblebee summer11 london99 fish1234
undergro xzsawq21 fucker11 roaddogg buckfast inspecto jackdani patrick8 pittsbur jamie123 hellrais torrance caterham
1234qwert masterch cuddles1 crazy123 morehead griffin1 romanroman d1lakiss edward12 thomas123 hellspawn yanochka
homeland programmer shutdown dima1997 nakamura 4506802a qqqwwweee lovestory fastfood mimi92139 ghost123 pernille
kodaira52 klingon1 irontree 989244342a 12345600 52678677 55667788 77777778 123456781 doromich pornoman gracelan
poopface 1wildcat 1compute letmein9 686xqxfg 04975756 pilot123 090808qwe artistic danijela withlove starfuck nederland
demented 1aaaaaaa luojianhua comments 495rus19 caveman1 griffins emiliano redbarch operatio 123456zx nokia6120
schiffer viktoriy eternal1 mission1 bootcamp csfbr5yy pinggolf handbook bingbong accident mick7278 yxkck878 565hlgqo
luv2fuck arsenal2 gsgba368 greeting pioneers annette1 80070633pc getnaked parallax davidkin ingram01 cardenas whitedog
mowerman fylhjvtlf cabibble friedman ciscokid makeksa11 nightman schumacher polarbear scotsman nighthawk johnny69
bancroft octopuss prentice allstar1 fleetwoo angeliqu scarlet1 newpoint ptybnxtvgbjy albatross abc123abc blackbur
gfif1991 palestine mellissa kayaking alex1996 annushka response loveable freiburg kindbuds croucher 123as123 gladston
blenheim excalibe zidane10 tasmania shearer9 russland eae21157 chase123 compound temporal 123zxc123 quicksil bingo123
elefante adriana1 aa123321 forbidde fumanchu danville samsung123 rfnfgekmnf carolyn1 poiu1234 nfvthkfy albacore
raintree notoriou yfgjktjy juggernaut aristotle dallas12 millenni bassman1 shirley1 alberto1 password13 kamasutr
angelo4ek zaqwsx123 alex1990 undercover 1236987z antiques alternative cleavage highwind wishmaster nightwolf lovesporn
mercurio lasombra jaredleto lombardi damascus pridurok maggiema invalidp madeleine polniypizdec110211 logistic
rosemari californi kendrick celestin breakfas dfkmrbhbz amsterdam1 alvarado summer10 thankgod medellin 123456789qw
archibald asbestos episode1 buttlove 1qa2ws3ed4rf jetbalance loophole blackadd iamtheone informat midnight1
qwertyuiop1 carrera4 1chicken gauntlet rawiswar stronger governor hutchins paradoxx buttface fenerbahce kenyatta
hornyone teresita love2011 baggins1 amandine slippers teardrop bassboat carpenter beachboy mayberry simonsay katerinka
holbrook district verycool prufrock 12345zxc bassmast holymoly hamsters supergir hamburg1 boobies1 monmouth foothill
sparky12 trainman oakland1 retarded gadzooks pornogra solstice z123456789 assword1 newpassword gasoline tigrenok
sacramen discgolf mariachi tinhorse rfkmrekznjh bradpitt monkey22 timepass community greenwood highball ladyluck
topflite asshole2 prettybo mitsubis fartface cocorico brownie1 1qwerty1 1234567t generation blueduck melchior elfstone
everythi touchdown technolo paul1234 leopoldo puertorico carmella welcome12 friction speaker1 loislane burunduk
gmctruck azwebitalia julianne sprewell francais stonewall profesor superman2 minstrel dbrnjhjdyf hotwater itdxtyrj
fernandes verygoodbot vfhecmrf rfhfvtkm dietrich headcase 123456789zxc dfcbkmtdf koshechka dima12345 maksimus djkrjlfd
leighton moosehea elegance fyfrjylf snoogins ranger11 vjzgjxnf gangstar lerochka fighter1 asslicker fuckhole vw198m2n
sigsauer maxim1935 wenef45313 10111213 15975321 19966991 19992000 24681357 31121910 34524815 96321478 98741236
159357258 741236985 794613852 caramelo munchies maximili swampfox 260zntpc psylocke sugarbear aabbccdd blackeye
marilyn1 drummond bigdog69 pentium3 dionysus ford9402 silverst levelone 12345678987654321 johnathan draconis phish420
portsmou hawkdog79 yourself pepperoni 427cobra 5t6y7u8i warrior2 lysander zaq11qaz access20 squirter shortsto
freestuff watchdog jo9k2jw2 oqglh565 pmdmscts 640xwfkv bowhunte affinity bagheera rincewind 19mtpgam19 cubbies1
woodsink alphonse iamthema birthday299 sexisfun parol999 asscrack 1234567w newjersey celtic88 djg4bb4b trinity3
pistons1 phillesh cardigan soldiers qwerty88 endymion searock6 ballpark 24pnz6kc lovergir blackmen omegaman prettyboy
barclays qweasd12 alemania oranges1 steroids tuczno18 playstation3 killer666 scoubidou jerusale tm371855 tiberium
calderon alessandra flawless 06225930 bakayaro dropzone academic newhaven cascades quantum1 sonic123 pimpshit
unforgiven ackerman applesauce 31217221027711 prodigy1 monkey01 123456789qq buffy123 wisconsin fireworks fucktheworld
sexybeast utjvtnhbz hiawatha rotterdam mallard1 joseph10 esposito roflcopter anfield1 cheburashka rochdale variable
goldsink required amanda11 hshfd4n279 abercrom prostock 343104ky cordless vjzctvmz augsburg nezabudka masterchief
tickleme dragon00 cyjdsvujljv 159753159753 innuendo sandoval komarova necromancer medvedev catsdogs king1234
impossible fkbyf001 rfhectkm tatooine guadalup explicit thunder7 theology emanuela deltaforce woodcock monaliza
1jessica lambrett condition hayastan overland bearshar vanquish iaapptfcor silencer clayton1 masha123 hustler1
mrbungle karoline pornografia firestarter colole57 ajcuivd289 birdland london11 taliesin applemac kenshiro oldspice
dima1993 qwe123rty w8gkz2x1 cigarett steelman birdhouse gunslinger backpack badboy69 jordan11 buckskin delicious
bandit12 cowboys2 fuckyou69 flash123 helloman sillyboy holland1 longview freeport darkknig voluntee scubapro counchac
7777755102q harley11 mudhoney testicle executiv thebeach madelein matthew8 trillian jazzbass weather1 plumber1
crichton invisible benjamin1 catmando bennyboy schnecke friedric neutrino hartland springfield pinkpuss tribbles
1samanth dictionary sureshot wooddoor nowayout lakers34 suckthis bigtitts saltlake delasoul fallout3 kickass1 theresa1
bikerboy moonglow marciano katmandu paulina1 bmw325is hangover greendog metro2033 tombstone bruckner collants smoochie
excellent benladen philmont darknight thegame1 1melissa finished redskin1 nokia3230 froglegs incubus1 winnipeg
hello1234 primaver fordtruck yzerman1 charlieb leicester rosemarie yes90125 dallas21 sex12345 nascar20 legendary
justforfun herpderp fkg7h4f3v6 mariajos castello florida2 cottages lostlove paris123 performa supermanboy dictiona
0okm9ijn rhfdxtyrj jenny123 avondale masturba sveta123 revelation s456123789 schumach skorpion39 mireille vfylfhbyrf
dima2010 freelancer tujheirf qwerty321 mevefalkcakk dima1234 dima2000 datnigga dmitriev gfyfcjybr p4ssword destruct
quicksan igromania spinning tarasova inkognito shock123 semenova hatesyou tujazopi consense 12332145 12435687 14938685
15975346 38972091 40028922 51842543 123452000 123455432 123456780 333222111 chessmaster amekpass zz123456 nicolas1
bassingw sparticu counting jeanpaul justin11 fantomen 1starwar 1zxcvbnm motorhea helloween maurice1 firefly1
123456789aa underwor locksmit volvos40 arwpls4u gridlock lipinski rainbow2 ou8124me rulesyou firetruck seminoles
jessica7 godisgoo freddy12 candybar cucciolo cornholio yyyyyyy1 1phoenix checkout vetteman qcmfd454 2kash6zq pokesmot
rockfish daveyboy slickric lagrange jalal123 sometimes rileydog meditate construc luvpussy holliste braindea squadron
naughtyboy herschel homewood germania cockring snickers1 andretti shetland carlos12 wellness sandokan pendulum
oldsmobile nicklaus sepultur nowwowtg heartless my3girls fktdnbyf shadow1212 soccer21 nopasswo hondaciv tempest1
alakazam nolimit5 biohazar brehznev casper12 ilovelife homedepo caterpillar sk8board hannah01 leviathan 1234567890qwe
peternor bailey12 atletico cubswin1 academia hardbody fruitcak dudelove qwerty2010 el546218 kappasig florian1 anathema
superpuper gilbert1 8letters template tvxtjk7r xenocide sasha1234 beaver69 dcowboys overdose blackmag roger123
agbdlcid hfcgbplzq rattolo58 passw0rd1 christer football12 hedimaptfcor pdtpljxrf 1234567r herkules sausage1 sharingan
jaimatadi fuck1234 lovehurts football2 sanandreas creosote piligrim dragon77 electronic trujillo dragonfire alessandr
az123456 elenberg cosmopolitan enamorad alevtina elektrik qazedctgb ilovepus zxc12345 roadstar sevastopol autechre
browncow beautiful1 djkujuhfl lildevil redknapp milligan stiffler altitude iamhappy bayadera soccer99 sony1234
westward cyecvevhbr jessica8 frfltvbz sweethear volvo850 evermore chelsea0 qaz1wsx2 strider1 nihao123 religion
camille1 mechanical dressage kellyann strippers antonella fragment sebastian1 mcgregor redeemer flameboy nathan12
dukester scorpio7 pourquoi vfrcbv123 4815162342a overture nitehawk milehigh crawfish hornydog tigerpaw k1234567
oldschoo artiller 00197400 section8 racecars sessions vovochka honeybea 11111111a rangers9 lobster1 evertonf sangeeta
starwar1 spring99 holly123 superbad buddylee pepper01 dirkpitt golfcart manitoba crazyboy master23 pfeiffer iforgot1
townsend navyblue avemaria theclown dinmamma supermar rosebuds nottingh 01011901 rfhbyjxrf katelynn buccanee chihuahu
mookie12 parachut bergerac jessicas varadero vivahate coleslaw serenade rastafari shotguns ferreira bojangle pussylip
luckycat matt1234 notorious horny123 sadiedog bigdaddy1 mackdadd budwiser anguilla twinboys johnson2 rambo123 handbags
moneymak pentium2 specials maggie12 partytim pacifico reliance astrovan collingw blueballs ghhh47hj764 january2
hideaway oscardog 1panther cyberman comeback panther2 1matthew pitbull1 masters1 freakshow milkshak biscayne priority
oakridge weedhead management sabbath1 jillian1 roberts1 bobbyboy rocket88 seventy7 pepper123 matthew9 joesakic
ufkfrnbrf cyclops1 gogiants winter11 jackryan sexylegs sc0tland mcdowell tinfloor stratton fishbait 5t4r3e2w1q
quagmire coolbeans printers reinhard redcloud killerbe calamari mollycat sanpedro oldtimer fairfiel starfury cocopuff
fullmetal travolta bmw330ci cannondale b0ll0cks crackhead liveevil curious1 z1234567 delta123 boston12 lvbnhbq1
topdevice 09877890 advantag printer1 qwerty10 totalwar underwoo billions danny123 supertra homegrow supermen
q1w2e3r4t5y6u7i8 pedro123 redroses bigfella masterof killer66 byajhvfnbrf sweetgirl cookie59 zqjphsyf6ctifgu flamenco
morebeer suzanne1 ironroad viktorija exercise noncapa0 speeding redstone tyrik123 natalia1 gthtcnhjqrf k9dls02a
1hxboqg2s lhbjkjubz2957704 devo2706 roman222 tamwsn3sja 13324124 36460341 77778888 81726354 86753099 88351132 88889999
123123456 299792458 481516234 denman85 roberta1 moreland jasper12 cabinboy opopop11 134kzbip gsewfmck amadeus1
teengirl bellsout belgario 1bulldog hypnodanny wildside aleksand qaz123456 biteme12 whittier cavscout 1qazxcvb
123456782000 cisco123 alfabeta julie456 ontheroc clapton1 blingbli 545ettvy 2wj2k9oj alcapone flagship muirhead
monica69 hightime natedawg eastwest 213qwe879 piehonkii 123456ss nascar99 vg08k714 baerchen openwide 1chelsea 1ferrari
anna2000 baby2000 gfhjkm007 concordi arschloc homicide 89172735872 eeeeeee1 dakota12 23jordan linda123 troutman
andrewjackie dante123 uiegu451 7ovtgimc graceful 766rglqy monorail succubus warlock1 xxxxxxx1 damngood pussyfuck
bootsman lsdlsd12 scorelan prometheus cinderel armagedo dirtball jesusislord yankeemp novembre 1qazxsw23edcvfr4
123456zz jalapeno brandon0 intimate comander nefertiti incredible turbodog amaterasu mastercard dorothy1 cathouse
cornflak onlyone4 pjflkork frankfurt catsmeow pirrello anchorag sergey123 3xbobobo archives pirates1 spacebar cfvlehfr
peekab00 9379992a hacienda joshua01 mistydog carter15 thedevil rjhjkmbien a9387670a barbaros monday12 dicksuck
fatdaddy security1 crabtree raven123 sophie12 1111111q soccer20 yankees0 dodgeviper guitar12 collins1 tequilla
mercedes1 a1l2e3x4 holloway zaq123wsx ferndale ghbdtngjrf .adgjmptw victoire kingfisher andrew01 fcbarcelona provence
qwerty89 maintain sidewinder spelling mcfadden alenushka slovakia loveislife soccer16 brilliant asdf12345 scarecrow
hockey11 angela12 vbhjckfdf richland welcome8 anna2010 birthday5 ilikeyou firewood freshman goforit1 websters lena2010
ghjrehfnehf snowdrop 4321rewq 123qweqwe opelastra chelsea6 lesbian1 qazwsxedc12 hockey10 liverp00l cessna17 suspende
airjordan master10 diablo666 mizredhe yanshi1982 stargazer julia123 mandy123 thissucks andrew123 fantasma winthrop
killer99 werthvfy koteczek clemence apples12 obsolete blood123 slowpoke jordan01 zasranec chuckie1 thegirls armagedd
raspberry schaefer sevendus multimed baseline bitches1 doglover septembr alphabeta letmein3 kalinina geddylee
brittany1 biggreen birmingh tracker1 honda250 pyramide august16 rikimaru goodrich firstone hullcity bartender monamour
camaroz28 wheaties unlimite confiden charlie8 macsan26 carlton1 programm clarkson bunny123 deadbeat redcross danielle1
bluejean banana12 killabee rifleman natas666 moriarty tomcat14 bootyman 12qw34er56ty gunther1 believer zxcvbnm.
honey123 password00 planters bernadet alex2112 activate neverdie manning1 war3demo boomtown cindylou billgate penis123
richard7 honeybear newzealand trumpets lorenzo1 trapdoor veracruz hardtail corpsman 23wesdxc blunt420 celtic67
blowjob1 chelseaf irondoor tractors islanders kingdom1 christopher1 bitchedup buffett1 aristotl 159753456852 blackpoo
t3fkvkmj netvideo exclusive shaolin1 philips1 noaccess mason123 godloves bob12345 carriage tomwaits geniusnet jeopardy
mcintosh norcross collection password10 tigerwoods newjerse defiance forgotit merlin12 chicago7 wolverines unknown1
texas123 baseball2 longball junglist cornbread motherfuck porno123 deltaone arclight snoopy12 windsong lightsaber
moremoney 123321qq timewarp joseph12 supercar hardline whattheh neverland nokia5228 smolensk jordan22 metropolis
leapfrog freemail zxcvfdsa mazahaka 1234567890w qwerty666 parol123 love2000 ginger11 treehouse daytona1 matrix12
sssssss1 rockyboy kondom25 1211123a tanzania dumbass1 dimon4ik ktybyuhfl flemming motorhead polo1234 siouxsie
password23 vlad1995 timeline matthieu fetish01 wessonnn lefthand heatwave henrique skipping warszawa ladyffesta
installutil lekbyxxx networkingpe comicsans olegnaruto 12342000 21436587 36987412 66669999 123654987 444555666
1236547890 smallfry 6458zn7a birthday3 unicorns lithium1 chippers penmouse bearcat1 vbitymrf 12345abcde geilesau
montgome sd3lpgdr dalglish 1corvett gatekeep spurrier 669e53e1 karishma len2ski1 474jdvff 625vrobg zesyrmvu damned69
firewire cde34rfv rincewin buddycat yqmbevgk sh4d0w3d gfxqx686 2b4dnvsx takedown bastardo gobruins andrew13 pornlove
killer23 wcksdypk 254xtpss harmony1 rlzwp503 bayshore qwerty02 momentum quant4307 mcfarland austintx jgthfnjh lvjdp383
fuhrfzgc griffey1 patagoni wavmanuk shrike01 broccoli daisymay qpful542 fridolin sarajane northwes duplicate
philadelphia johnny99 whatthehell merlin69 kolovrat escorpion volvos80 pepper76 passward rafferty acuransx gunners1
a19l1980 89211375759 abcde12345 1qaz3edc 123456aaa nutshell jumpman23 mustanggt isabella1 sexylove giantess
88002000600 lsia9dnb9y camaleon cathleen theblues sibelius shane123 natasha2 abramova walleye1 whytesha baranova
deeppurple service01 everyone asdflkjh domination angelique spaceboy agamemno settlers goldorak 123456789i merlin01
creative1 breitlin gohabsgo spaghetti beavis69 parkside addiction password8 utjuhfabz jor23dan 221195ws oktober7
serega123 silver11 melinda1 tecktonik violette timberwo asdfjkl1 aezakmi1 technology eyeballs producti imagine1
ktnj2010 misskitty chargers1 martin11 a1234567890 bohemian z123456z dfnheirf zoidberg wildman1 nautique gfhjkm22
iloveass monterre paparoach twisters dashenka severine alphaomega anna1988 approved frogger1 bailey01 asturias
1qaz@wsx reanimator angelochek artem2010 benefits anastasiy catering windsor1 1234554321q deadman1 dolemit1 pokerface
realmadri whitewolf theghost stellina george11 streetball astaroth teaparty froinlaven baseball3 chilango 15s9pu03
brimston woodlawn dominant dimochka splitter arshavin petrovna qwert54321 cocacola1 artem123 spike123 mightymo
asparagus vfuyjkbz habanero freedom5 mariella foundati seashore devilboy esperanza goeagles telefono 1234567k
pjcgujrat cruiser1 peanutbutter simba123 quattro6 hemmelig breaker1 diabetes channing qwert1234 hxp4life murmansk
boy4u2ownnyc killer11 explore1 suckit69 surfboar beholder 2bornot2b miller31 baller23 mario123 crazycat baltazar
littlebo buttmunch gatorman twogirls grappler harley69 crickets longbeach western1 monkfish chameleo barbwire overlook
vtufgjkbc voldemar bornfree barnyard ferrari5 suckmeoff constance 1234567b realgood vandamme bavarian summer00
nastyman hotwheels golfer12 michelob beerbong crayfish firehous 1heather backspace frenchfr bumerang liberate fuckyou!
parkview 2bornot2 shitball darksoul jordan123 painter1 verynice martesana wutang36 phoenix7 sally123 c43qpul5rz
mermaids rockhead playhard principa dallas11 jrcfyjxrf hugedick bigchief cabinets dementia dogstyle kimberly1 bodyhamm
devotion bigstuff majinbuu winxclub pitbulls providen marielle diamond3 chipster backside davidruiz schlumpf bitchedu
rounders numberon slayer69 blacksex blackhawks crossfir codename bologna1 jasmine2 dalmatio ranger12 pavlusha
suckmycock 741852kk funtime1 millionaire movement excelsio ninjaman waldemar mesquite anniedog peanuts1 d78unhxq
redwood1 freakout trademan running1 garfield1 grandmaster nitrogen ilovegirls frequenc nokia6230 chilling ingodwetrust
thunder9 mishanya littlebit minicoop diskette deadlock cornell1 toxicity moose123 henriett dohcvtec hologram macanudo
dakota01 charles3 cameleon moosejaw counters minecraft123 finance1 dignity7 chelsea8 london20 lightbul products
nightwing davidlee mickey12 4cranker goodbeer q123456q duncan21 seanjohn laura123 parker12 longlife mashenka pokemon2
pasha123 fatality horndog1 runescape1 7f4df451 standart westwing tippmann composer intheend qwerty111 nesterov
waheguru jobsearc turtoise riesling anastasija rfhfynby morgan12 felicida whisper1 rostislav dbyjuhfl thomas11
nokia3110 paulaner kbnthfnehf lopas123 generic1 volgograd fk8bhydb winnipeg261 cegthgfhjkm whoareyou dusty197
berezuckiy my2girls marina123 pussylick pigtails conehead hiroyuki teachers mustard1 megapolis modified vfvektxrf
12345678qwe karolina1 digitalprodu installdevic berbatov 12332100 12345698 19216801 19899891 19977991 22221111
123452345 159357456 666999666 951753852 963214785 999888777 billyray vitalina voyager2 devilish 1j9e7f6f masterb8
warlord1 hookedup matilda1 edgewood richard3 1zzzzzzz ggggggg1 1rosebud abcd12345 motdepas asdfghj1 melissa6 tennis11
paradiso rembrand mxaigtg5 soccer18 04325956 an83546921an13 forrest1 1grizzly observer 1richard tatertot stanley2
penthouse vfhufhbnrf foiegras tiffany2 compute1 newdelhi batman11 containe wallstre 305pwzlr yr8wdxcq sumitomo
notyours sniper12 iloveme1 barrakuda spawn666 warlords spaniard sam138989 qwerty33 mystikal georgetown uvmrysez
7u8i9o0p pizzaboy drowning betrayed flashbac summer04 trillion sexisgood rovnogod isengard qwe123456 oleander chronic1
expediti 1958proman camaro67 454dfmcq headhunt pussyboy yellow12 gathering hedonist greekgod frances1 markhegarty
throttle kristopher astra123 milkshake joselito 123qazwsx austin11 newshoes aaa12345 aaaabbbb qawsedrftgyh tarantino
diablo11 abhishek qawsed123 symmetry abc123456789 melbourne samarkand infernal ghjuhtcc bartman1 jasmine5 amanda01
brampton roulette testing2 access123 executor alternat womersle august25 karandash tristram bb123456 adam1234
jigei743ks august11 charlie0 charlest snowfall nagasaki filomena 123456789as preciosa adxel187 toystory thomas19
bangalore idlewild francisca cjxb2014 emerson1 42qwerty42 karen123 joker666 rammstein1 mithrand structur chloe123
dimedrol muffdiver godislov cegthgegth pornography gfhjkbot 7653ajl1 tigger11 minnette vinograd qazsedcft 123321qweewq
0987654321a jlbyjxrf ujkjdjkjvrf kbdthgekm 1029384756q merrill1 quiksilver challenge belgorod aristote 1234567v
curitiba lindeman tomjones cacapipi noisette lfplhfgthvf italian1 highfive chalmers ontherocks rfhfrfnbwf santeria
rekbrjdf deathstar moneymon mystique crystals fvcnthlfv qwerty69 timberla 033028pw m1garand lumberjack tigers01
northstar burberry krasavica vfvekbxrf anna1989 butterba animation animator bethesda rfgtkmrf sloneczko kononenko
hunter99 vfnhjcrby trailer1 balalaika franchis shumaher kartoshka ryjgjxrf anywhere crevette dogballs misterio
armenian 2004-10- bigtime1 streaker roadtrip holliday buterfly eastern1 austin123 ghjcnjnf pistache thebears direktor
harmonic narayana giants56 salisbur redapple orioles1 whitetai favorite3 educatio bailey10 banshee1 sashadog maureen1
chibears scoreland bouchard manstein gerrard8 austin01 19371ayj windows9 neworleans vanechka aerostar bigboy12
elsinore mardigra auckland2010 deltachi hockey19 veronique beernuts manolito belladon 4freedom ironbird nintendo64
wolfman1 wordlife quovadis plankton eric1234 foofight diabolic talisker jimmyboy r3vi3wpass gobuffs2 yfltymrf
sacramento canaries flimflam bighouse housepen littlejo ironmike blade123 allblacks ironman2 hellspaw darkmanx
neuspeed billgates august31 christian1 ironsink legalize lifeline rainbow7 miyamoto putamadre deepdive phantasy
grace123 breadman wideglid zzzzxxxx fantasy7 calliope gossamer testuser braves10 sucker69 builders partyboy lobsters
w2dlww3v5p dovetail goober12 funkster mandragora leto2010 omgkremidia dogbreath daybreak knight12 salinger timberlake
crickett megastar butterfly1 milwaukee gillian1 pazzword woodford eclipse9 jackdaniels residentevil forsythe lockhart
javabean daffyduc christal 6xe8j2z4 applebee lisamari housecat nintendo1 gfhjkm11 eduardo1 policema 1freedom dragon25
carlos123 mancity1 logan123 ziggy123 qwerty23 casper99 random123 lovesyou galloway redshoes pondscum daftpunk
blackburn counter1 workhard sunnysid solomon1 hungwell olcrackmaster monkeys1 poppy123 ficktjuv ybrjkftd prince12
aksarben 987654321z killer69 changepa s7fhs127 premier1 herbert1 cybernet vfhbfyyf novgorod ghjcnjrdfif ebenezer
maricela sexywife millenia 1234567890zzz harrison1 kardinal economics majortom oxymoron zhjckfdf threesome dima1992
benetton important qwertyasd 4809594q hysteria stuntman dima1990 dima1999 joeblack jacob123 mangust6403 freespace
grasshopper mouse123 welshman aa1111aa rockland 1234567s 12345678s uekmyfhf newspaper 0p9o8i7u freedoms vlad1998
schiller flintstone redbull1 qweasdqwe oddworld silvestr sexdrive pingzing snake123 dkflbdjcnjr moonunit whiteman
jimmyjam sportster membrane freehand monkey21 ekaterina20 vika2010 qzwxecrv laputaxx vladislava fetish69 exploiter
32615948worms 13245678 13579135 15975300 19866891 22223333 44448888 92702689 123456788 123456798 753951852 minhasenha
brinkley dragon64 mariner1 demetria homesick leftover miniskir fahjlbnf homerjay tuesday1 1ccccccc morgan01 5432112345
bulls123 aphrodite dimitris s1234567 alex12345 lickme69 jansport bill1234 anhnhoem luckycharm greengreen incognit
mpetroff o4izdmxu 878kckxy lazyacres project1 qaz12wsx taylorma ginsberg patrick3 hotsex69 1cowboys devil123 vfrcbvjdf
silversi arnster55 hairless dominati assembly snowshoe dreamer2 fairlady andrea11 glock9mm 4gxrzemq jtuac3my qmpq39zr
4g3izhox at4gftlw ljb4dt7n wmegrfux shoulder marie123 7ertu3ds u4slpwra decipher 1sunshin 6jhwmqku nanotech peppermint
caterpil analslut b929ezzh shawshan 9kyq6fge 12345asdfg wayfarer killemal 682regkh agricola leadfoot downfall bastille
lifeboat russians yujyd360 rocawear ufgyndmv freedom4 porsches logitech1 cobra123 sr20dett busdrive andrew88 cheeseca
retrieve zzxxccvv parisien newmexic everest1 babyhuey dontcare fucklife 7gorwell 567rntvm heat7777 fhnehxbr shinigam
whitaker anthony0 mercutio treehous carter12 needsome asdfrewq matveeva alex1959 august12 hillcres kobebryant
lol123456 sonofgod truckman kalleanka 1butthea skate123 temitope woodwind sebora64 1qwertyuiop crabcake divinity
tiger200 foxwoods dirtyman lawntrax dinsdale unforgiv sanctuar rjvgm.nth southbay clipper1 acmilan1 mishutka atombomb
verysexy hubbahub sorokina 112233aa 2502557i chicago0 cxzdsaewq legioner millertime ashley11 fylh.irf computadora
lafayett 123456789e gordolee85 forever21 monopoli portillo rfktylfhm firsttim loginova blackone eurocard hockey21
timberwolf ironchef fucknuts nokia6630 robertso sentinal ajnjuhfabz 212121qaz gjytltkmybr virtuagirl rfkbybyf peanut12
magpies1 lbpfqyth borntorun ilovejesus verochka lamborgini ilovejes speculum wizard12 winstons spagetti rossella
marlboro1 xenophon 38gjgeuftd sasha1988 alekseev sensation alex1973 mama2010 alena2010 prestigio chitarra rebellio
alex1991 helloall sasha12345 rjrfrjkf paula123 barmaley katharina jetblack alfredo1 venezuela alino4ka kolesnik
012345678910 kathrine twenty20 mcintyre tadmichaels nascar03 sexkitte 6339cndh harley99 stronghold balloon1 thekiller
altavista turandot infrared cristopher shalimar 1111111a pressman jeff1234 justinbiebe 1dolphin matrix69 bioshock
yfcnfcmz lisichka studioworks illuminati howitzer backward hardaway angelbab shokolad madison3 pancake1 microwav
sayonara borisova tkachenko ghjcnbvtyz fuckyoubitch sleipnir asseater avrillavigne flatland ubvyfpbz obsession
ivan2010 bonjour1 sunsh1ne karlmarx a32tv8ls master00 godswill dallas01 konovalov soccer123 felicidad bacardi1
kaliningrad rattlesn automatic oleg1995 brooklyn1 cellphone hummerh2 keylargo lakers12 lovecock dollarbi junior12
matrix13 inspector multiple nicole11 goleafsg haloreach gregorio shakespe bridgette barney12 beverage shoelace
kurwamac catinhat volvov70 nokia5320 superma1 spencer2 beaches1 panties2 parkland madison9 carrillo hibiscus snowwhit
santacla prescott grizzley calabria larrybir 1steeler tombraid deerpark production wildthing missoula 00000001
searchin madhatte hendrick bhbyjxrf tommylee monica12 veritas1 incoming branden1 kalamazo liebling bluefire woodbird
constantine family01 derrickh hunter69 neptune1 26429vadim master77 suckmydi phoneman neworlea massimiliano sasquatc
browns99 chevy350 election ruffneck smokeone parcells lombardo likemike trashcan bitchboy marryher coorslight parrothe
redwings1 deltasig birdman1 damocles caroline1 blackdic chinese1 likewhoa shadow22 money111 p1234567 summer07 teaching
supermax executive chaos666 schalke0 psycholo scorpio2 paperclip rastafar salzburg blue2000 sintesi07 clarkken
peerless october8 chelsea4 wormhole urlacher lp2568cskt carlsberg easyride napolean yankees7 beast666 tanya123
shamanking partagas botafogo disorder cumsucker chapstic secretar coolguy1 woody123 cumlover scooter7 antietam
sydney12 ereiamjh dulcinea canucks1 nhfdvfnjkju123 happy100 penny123 mudshark 1w2w3w4w str8edge xcalibur veroniqu
gettysburg widespre gjikbdctyf cahek0980 iglesias calvin69 kryptoni guildwars lol123123 scottie1 bracelet candycane
dima1994 melissa7 iloveyou123 nephilim nissan350z massacre montgomery charmaine chester7 madagascar maddmaxx bowhunter
gottlieb leverage monkey23 rainmake sweet123 cableman zippy123 dude1998 powerpower muffin12 742617000027 scuderia
silverfox chameleon silenthill nilknarf navigate tigers12 newburgh 311music stephany stressed revenant qazxcvbnm
0147258369 minouche kukareku ledzeppe deadline dilligas rfvxfnrf drumnbass showgirl qqwweerr flatbush stalker123
zxc123zxc metatron dolphins1 honeymoon moderator limpdick protools homeworld downunde egyptian gondolin 1qasw23ed
station1 volvo240 vanilla1 mouseman dartmout qazxcdews dctktyyfz pon32029 1234567l examiner hollister max33484
changing juiceman radical1 henry123 narkoman fifa2008 000777fffa 41d8cd98f00b undertake goodgame necroman iamhorny
everlong 4311111q nudelamb pinkpant tombraider sacrifice 12345678m ghfplybr scrappy1 lololyo123 ironside 01081988m
booboo12 yourname nemvxyheqdd5oqxyxyzi thunder3 hellhole porpoise olympics redrocke traffic1 bandit01 pfqxjyjr
vishenka sidorova adv12775 gblfhfcbyf pavlenko hovepark 19952009sa kr9z40sy 11335577 12123434 12343412 12345670
14071789 19733791 33334444 46775575 57392632 85852008 98798798 123456654 142536789 1133557799 00009999 nursultan
trouble2 demetrio raiders2 248ujnfk vinbylrj ycwvrxxh poochie1 1charles birthday10 grandorgue feuerwehr eldridge
wifey200 ololo123 ilovemusic firstson ceisi123 susanne1 entering f8yruxoj aftermath orgasmic thesnake stgeorge
thicknes kristall acdeehan 1jeffrey slacker1 montagna hondacar lovesong motorrad absinthe iiiiiii1 skyblues viperman
gatekeeper 01234567890 267ksyjf redvette ac2zxdty hxxrvwcy simpleplan cincinnati batman23 animals1 nokia6230i hunt4red
darknigh cptnz062 ndshnx4s wnmaz7sd durandal 8xuuobe4 cmu9ggzh cribbage bearclaw whirling october3 summer98 mustang69
up9x8rww deflep27 cornball tightend snowmass giuliana sasquatch lewie622 grinders kzsfj874 soundman alchemist thunderc
tintable basilisk kayla123 12345rewq nightime mxyzptlk dezember guitarma photosho junior24 shilling ranger69 towtruck
ranger75 boeing77 xohzi3g4 kfnju842 0147852369 missy123 greenway maiyeuem nccpl25282 broncos2 norwegen movieman
deepwate buffaloe 705499fh barbecue whatthef 123456789y allochka spam967888 summer03 123321qaz ponytail psw333333
letmein4 graceland fuckoff2 character mathematics toutoune 1tiffany vaz21093 ch1tt1ck masha1998 ghbjhbntn agamemnon
fortunat moom4242 beginner aldebara eclipse2 cerulean bonscott calbears rainmaker snakeeyes bleeding signature
pandabear chrisbrown dima1985 gemini69 lateralus chivalry panda123 supercoo worldcom 1q3e5t7u asdf67nm mommy123
asdasd12 mickey01 brentford smile4me happyjoy hrothgar diversio central1 8928190a traveller lucifer666 kaligula
portsmouth yourmom1 ekilpool ghjcnjnfr1 jackpot1 123456qwer braddock sanchez1 ranger02 archmage boneyard steve121
rehjgfnrf creamyou bluetooth mystery1 married1 listopad pepper11 broadband cfkfvfylhf available 1michell corrado1
gauthier alex2010 redemption snusmumrik cytujdbr allan123 postcard coolman1 langston shadowru marilena richardson
temppassword stomatolog fktrcttd alekseeva gjkrjdybr sergeeva lomonosov a123456z vfhvtkflrf raffaello gutierre
palmeiras mindgame frdfkfyu chinchil marakesh elmer251 orthodox projects jake1234 wpoolejr 1234567qw andrew22
blackpool serendipity appletre satelite fromhell juggalo1 mourning playgolf garbage1 zaharova astonmartin solutions
deutsche annie123 madison0 murphy01 huntsman p030710p$e4o gerlinde omgwtfbbq assfucke 0o9i8u7y6t celicagt godisgreat
3techsrl orenburg 80637852730 greyhound 7418529630 lateralu nemezida guernsey botswana wiktoria fy.njxrf aa123123
tricolor kikiriki stevenso barbaris annarbor fbi11213 rhfcyjlfh estefani firehose banderos mama1963 punksnotdead
australia1 lordsoth sweetpussy multiplelog iamtheman ufhhbgjnnth yamakasi 7elephants yellow22 appleseed fynfyfyfhbde
birthday6 bluedevils assembler twizzler gfhfcjkmrf barrynov vfvfktyf mackdaddy whitesta backyard baby1234 sureno13
kluivert mickeymo nicerack falconer jackster raincoat manchild spurs123 07931505 smokepot scoubidou2 chihuahua
blasters nightcrawler tigerboy superted livestrong smooches spaghett leopards bigblue1 trident1 orange99 lighters
baptiste samanth1 harmless cubalibr fishlips asdf4321 mapleleafs poptarts winter00 bassplay 1porsche porn1234 buckwild
monkey20 postbank superjet duisburg harrydog dorothea extra300 tallulah ladygirl vfiekmrf epiphany littledo surfcity
mtwapa1a bengals1 monkey24 neighbor phish123 candlebo daniel01 beauties warehouse hannelor 5tgbnhy6 jessicam 1johnson
william7 geometry junior123 themaste bulldog7 rainman1 callista password21 freedom9 medvedeva liberty2 moonlite
p2ssw0rd pensacola eminem12 sissyboy takayuki cheerleader benidorm portable murcielago legolas1 command1 666satan
rednecks greentre solnyshko jellyfish playstation2 coachman funnyguy peacock1 left4dead2 fuckyou12 wrestle1 robert01
smokey12 bigpappa heartbre bootycal dicklick jarhead1 master13 boarding lucretia knights1 shortdog motorbike swatteam
juggerna lawncare bloomberg amazonas dalejr88 sparrow1 macdonal billygoa asshole3 sparky11 smokey01 associat downtime
songohan snowball1 hooligans brunswic 1forever greenday1 instruct blackdick iforgotit particle gretzky9 bombshel
celeste1 alderaan worldwid carnegie jordan99 bluetick k123456789 essayons employee tincouch miroslava bosco123
booboo69 murderer pornlover redskins1 bogdan123 123456789. nicolett yfdbufnjh beatles4 bonoedge donnelly sammycat
1234567m deadsexy mercenar merlin99 penelopa gjkysqgbpltw worksuck speciali rainfall dusty123 dukeblue reptiles
wilshire bettylou hagakure pmdmsctsk disneyland marcelle lifeguar stoneman phoenix8 patrick0 milkman1 nicole12
ticketmaster number20 superfre cannonba tompkins gateway3 fuckyou0 1xrg4kcq cbr929rr deangelo motorbik pussy101
camp0017 timmy123 hunter22 gustavo1 eclectic 123456789c acurarsx soccer69 mammoth1 fighting54 sordfish hellgate
dctvghbdf repvtyrj zxcasdqw coleman1 junebug1 135135ab elemental backhand qwertyas mailman1 01telemike01 ytnhjufnm
electra1 integrit ruslan123 appelsin schmidt1 terorist vengence pimpjuice repytxbr palenque contessa kerrigan
loveforever stratocaster motorolla 123456789zx fugitive poker123 noodles1 lakeshow soccer33 provista withnail spiritus
deliciou money777 metadata diana123 nikita2000 qwaszxqw klapaucius vfktymrfz keith123 demon123 marchenko de1987ma
cronaldo peterman telecaster megaman1 neophyte fgdfgdfg 1986irachka dctvghbdtn performance 51094didi robert11 gfhjkm13
martusia vfrcbvev losenord jungfrau zxcvbnmz rottweiler kaitlynn sisyphus eatshit1 contacts alabama123 crazyfrog
tiktonik fotograf dumpling flower12 novastar blackstar tentacle fielding vasilina jlbyjxtcndj loosee123 palantir
flooring calculator iloveme2 ghjcnjqgfhjkm squealer peace123 zxcqweasd murakami processor geemoney 0000000000d
vintelok parfilev matthew3 access22 miguelit vivienne nallepuh rutabega monitor1 kazakova mistral1 batman123
5544332211 kenwood1 installsqlst klubnika 123456789101 buster22 generator geolog323 a3eilm2s2y byabybnb yfcnzyfcnz
ltcnhjth compatible uto29321 soreilly is_a_bot 531879fiz 11223355 12345611 12345789 19719870 19911992 19955991
85200258 112233445 172839456 369874125 789632147 1472583690 1597532486 adidas12 williamm 1234567890m bbbbbb99 snuffles
cbr600f3 245lufpq ytdxz2ca hallowboy hartmann insurance fatgirls hondacrv outhouse fuckmeno weihnachte validate
11111aaaaa ccccccc1 norseman sundaypunch birthday100 joesmith johnnybo lisa1234 zombie13 ancella2 pandora2 ck6znp42
1herbier analfuck maranell 1w2q3r4e claybird chevytru dynomite sonshine hopalong 1fishing paladine bulgakov anthony3
breakfast asmodean dustin23 1bbbbbbb promises suckmyco mjollnir 5w76rnqp farfalla 4fa82hyx x4ww5qdr talktome a7nz8546
fkojn6gb zldej102 astroman kpydskcw lg2wmgvr pointers unb4g9ty nicole23 bigsexy1 qwerty01 allen123 littleone brownlov
allister wltfg4ta rocket69 blueskie mandreki xsvnd4b2 dm6tzsgp rdgpl3ds kcmfwesg aquamann sexfiend guenther racecar1
gennadiy nectarin motorman jvtuepip swissair timberland lineback 8363eddy rosedale gandalf3 1234567890qaz pgszt6md
redlands startnow titmouse johnwayn camaleun peepshow 1monster freaksho tabaluga fefolico contrera robert99 accounting
jimdavis skywalk1 exclusiv gershwin wachovia qwe1234567 safeu851 longtong blindman johnson4 bigbroth lutscher buster99
kourniko devilmay stockcar telefone b1234567 vasilisk classact todiefor andrew11 master55 ilovemylife antonova
valkiria intelinside cincinna rjdfkmxer goldtree balla007 batterie torrente faith123 heracles shakespeare bennevis
monkey00 comrades americas shithead1 monument verboten thespian modeling maranello sanctuary thinkbig fktrcfylh1
twinkles 1manager falcon11 muchacho matematica chicken123 monkeybu 0sister0 anallove maximus2 yjdjcnbf gunblade
anna1984 octavius gcheckou asd123qwe cowabung amazonka 12341234q stokrotka ghjcgtrn foxyroxy florenci alinaalina
rambler1 confidence 12344321a skylight batistuta liebherr beaver12 matulino ajnjuhfa zzzxxxccc messenge atljhjdf
rossignol arlingto astonmar bigmaxxx resolute getfucked pinguino archibal juanjose charissa marihuana sidewalk
eldritch palmeira sasha1992 mercator parolamea sasha2000 nastya1995 aftermat protection bristol1 sashasasha sweetdream
garibald galatasara madalina nazarova cytuehjxrf knopo4ka nike1234 worldwar 4me2know elena123 princesse honeypie
alphadog 7jokx7b9du tribunal sparrows andrei123 matrix01 bmw318is pokemons blackhole chippewa maxwell7 fuckyou6
iluvtits kilbosik stuttgar andreyka fylhttdf flatron1 telefoon frederiksberg velosiped blackmetal andrew10 lovergirl
serenada amberlee rothmans vfyxtcnth angelita maldonado aggarwal vika1998 anna1986 usethis1 123abc123 housebed
gfgfrfhkj roxanne1 underwat conchita radiatio koolhaas vjnjhjkf arkangel artem777 babyruth magical123 gfhjkm135
chanelle weinberg hannah11 respublika unclesam hpmrbm41 alexis01 forward1 badaboom hardtoon hatelove kickbutt eddie123
yjdujhjl panthers1 boobless russell2 superbowl eruption techdeck buttnutt ironhorse montenegro was.here ashley01
greenegg european scooter6 benhogan lifestyle bullyboy mandalay rebecca2 ipswich1 delirium lovespor s5r8ed67s cowboy22
barney11 sexpistols sanders1 bear2327 quincunx chuck123 hammer22 vfvfgfgf123 mathilda carolina1 22q04w90e mollymoo
batman13 saxophone johnsmith xpressmusic dima1998 nicotine tuppence sexmania sevisgur kd189nlcih polkaudi thoradin
yankees3 thomas10 wwwwwww1 elliott1 melissa3 slick123 0773417k august17 eagles20 cyclone1 tigger99 shanahan ducati74
skidmark logging7 stripped ashley69 studmuffin beantown kurtcobain bajskorv portvale monkey66 brewcrew gillespi
obsessio bellaboo vlad1994 ceramics celebrit estrellit felix123 mrblonde rousseau rachael1 solitair natural1 killer01
samuel12 melanie2 thomas13 wakeboar bilbobag brainiac redfish1 lanzarot camshaft christa1 armadillo bootycall
goodpussy jaysoncj snowwhite chaching nowayman hardpack skinner1 millerti zrjdktdf blackfly pretende woodpony maxwell2
cokeisit halftime guinness1 phoenix3 hammered rachel69 icecube1 compress william0 cdexswzaq poohbear1 october6
tiffanie ducttape dragonfi flippers falcon12 giancarlo feather1 biarritz physical gevaudan solidsna leather1 pagedown
grandma1 yankees4 mattress dragon20 ssvegeta overdriv thechamp panther5 alanfahy william6 tassadar metalgea william8
c0rvette prosperity honda123 bdfyeirf nokia2700 waterbed scoubidou6 crystal2 stratman bluesky1 phatfarm millerlite
dowjones mickey11 trooper2 gofaster mcdaniel oooooo99 mikehunt intersta asdfg1234 beardown hedonism jimandanne
kekskek1 bruins77 kallisti sashenka frostbit kwiettie perverts basshead celtic1888 123qwe12 diamond7 booster1 p3nnywiz
borisenko bosshogg 4294967296 michael12 muledeer boywonde wonderbo lespaul1 chinatow starting motorcycle excellence
breaking fishhook carolann gamecocks bullwinkle riobravo snookums december1 kendall1 gigantor taylor01 poiulkjh
944turbo riverplate fuckmyass bubbabub prisonbreak hondaman delacruz ghjrehjh karimova energizer cdtnkfyrf braves95
3f3fpht7op porkypig rubberdu donthate rfvtgbyhn comatose clarisse bubbles2 cameron2 applegat stingers master21
malinois yeahrigh dopehead chewbaca carla123 fitness1 aphrodit jackaroo depeche1 lightman nitemare cassidy1 kirsten1
balmoral cnhfyybr realmadr diego123 microlab1 28infern muselman cooking1 chicco22 vfvf2011 qazwsx1234 ketamine
buster21 hopeful1 bloembol youngone civilian emily123 loranthos debbie69 liverpoolfc identity shenlong greshnik
abundance sailaway starburs !qazxsw2 wetwilly purple01 handsoff diamondd duchess1 jonnyboy robert123 jacobsen liza2000
wert1234 lindros8 sheraton fallenangel feyenoor ltybcjdf diamond6 roosevel sexxxxxx giordano virgilio dima1989
harddriv firedawg 1a2s3d4f5g6h black666 celebrat michaelb mets1986 seashell xenogear jesusis1 cheerlea renfield
madness1 bsheep75 rrrrrrr1 almaz666 dimidrol 80988218126 00998877 dinamite 118a105b toenails vika1996 constanc
ifufkbyf 00000007 mahendra willie12 hornball j0nathan yankees9 soboleva teamster shockers 100years sovereign jesse123
bonethugs ab12cd34 schuster lena1982 justin10 17071994a gauloise paintball1 badminto guilherme blacksab s123456789
marykate shedevil slot2009 highgate crjhjcnm schuyler polopolo09 feuerweh tranquil bycnbnen selfok2013 fullhous
littlebitch pussybitch stitches theking1 sexsells swinger1 rhind101 nicegirl m7hsqstm freeones bombadil leighann
yousuck1 brucewayne bailey11 lightfoo punkrawk knight99 ludmilla l0swf9gx hankster dfktynbyrf eus1sue1 sexybitc
gb15kv99 01478963 phishing sasha1997 tatiana1 greeneyes slava123 katya123 123456qwert vika2011 lisabeth ak470000
10987654321 kurosawa fuckyouguys 754740g0 makarenko roma1993 hjcnbckfd spanner1 nikki123 directory lizottes heckfyxbr
nikita95 shdwlnds premiumcash tiribon12 11111118 11223300 11223311 11251422 12345699 12356789 14142135 14159265
18254288 19755791 19944991 30624700 31415927 36925814 37583867 44556677 45645645 51525354 52545856 58565254 66005918
67390436 78621323 102030405 123451234 123578951 753951456 870621345 golfer01 littlegi brittani ds7zamnw 1jackson
hoddling zucchero thousand informer venetian 1simpson schlange 1jjjjjjj newpass3 1brandon maulwurf naturals tannenbau
qwerttrewq 1abcdefg tigereye greatgoo pinoyako xufrgemw sonofsam weihnachten blackros zwilling asdzxc123 paraguay
anthony9 carlsbad kalimera 1warrior jackhamm honda200 rollover moonrake fuckitall vbnhjafy coolwhip signatur sexygirls
fcc5nky2 rvgmw2gl dro8smwq mbkugegs azfpc310 daywalker alice123 keywest1 wejrpfpu wwr8x9pu watchman 2i5fdruv hkger286
qmezrxg4 rz93qpmq buzzkill sierra01 nicksfun passwordpassword vurdf5i2 xyh28af4 euro2000 blackwhite saisg002 eklhigcz
school12 bigboner 158uefas triathlo teufelo7 gutierrez divedeep 4ebouux8 cornelius athlon64 winner12 carvalho handicap
hotlanta schoolgirlie mvtnr765 ym3cautj jaydog472 differen smalltit 1rangers passthief bankshot cessna15 johnatha
gtnhjdyf bootmort purple11 antonio2 harakiri highjump nicole18 backdraf borodina bad11bad entertai table54781 ellehcim
albright whitetail groucho1 sanfrancisco merlin11 diamondb ownage123 bugmenot stillher fourplay bond0007 wow12345
andreika odonnell 123qweasdzx sniper01 easy1234 rjycnbnewbz toontown checkito saskatoo z1z2z3z4 blood666 mermaid1
sinatra1 beverly1 anna1985 greenlee muhammed aerobics restaura clownboy rockets1 funfunfu ironlung alskdjfh htcnjhfy
galvesto amaranth corvette1 ilovemar 89876065093rax goodboss tiburon1 desember cthuttdf siegheil jitterbu persepho
zaq12qaz wizardry reviewpass nathan01 msconfig arianna1 louisian anarchy1 alphaome heather6 yorkshire kohsamui
adidas11 apples123 newzeala zaphod42 transcend shuriken surabaya dunwoody dirtygirl converge grigoryan sebring1
aishiteru shortcut rangers2 blackhea scorpio6 august24 ghjrjgtyrj larionov nausicaa airlines prototyp vangelis
tango123 walhalla aurelien glasnost lovehina quaresma gizmodo2 weymouth arrowhead idinahui alex1995 rhfcbdfz
1234567qwertyu lytghjgtnhjdcr wonderwall 111222333000 alex1985 merengue alex1987 fiorentina mansfiel indahouse
cagliari fktrcfyl nhecsyfujkjdt mama1961 pornostar alina123 a123456b chelsea7 isthebes walkman555 ethiopia 17711771s
travieso aquemini kristina1 jerkyboy icandoit forest99 3611jcmg amazing1 kathmandu spring12 anisimov nottoday kenshin1
fsd9shtyu videoman bigbird1 ybrjkftdyf voronina zaqwsxcderfv hvidovre 9638527410 annapoli misha123 seemnemaailm
anderlecht tigertig soccer09 zebra123 priscila rockshox anna1990 anna1997 ybrbnbyf jxfhjdfirf 5c92v5h6 purple13
qwaszxerdfcv lucozade antananarivu gbplf123 anna1994 gfhfyjbr diamond2 philbert silmaril venom123 grandson antonio3
heimdall firstone123 karlmasc apartment plat1num dictator moom4261 thoughts pa$$w0rd maxthedo pushistik unclebob
cubalibre canada99 shipmate fibonacci artemis1 bunnyman asdfasdf1 thebeatl 09080706 silver99 msouthwa zjses9evpa
brandon6 piccolo1 azerbaijan misfits1 humanoid c43dae874d seattle2 kenaidog department 123123qq himalaya pinkerto
bigballa wonderwo paycheck jesussaves brother2 rodman91 1penguin forbidden prophet1 screamin philosophy killswit
czekolada jazzman1 anabelle finnland barnabas lawnmowe papasmurf chelsea3 rockandr darkness1 happyguy greenlantern
untitled cbufhtnf nedkelly sassy123 lamppost bonapart batman21 joker777 robin123 ventura1 battery1 bobbyjoe painkill
antihero spartak1922 goldenbo genoveva glassjaw redshirt 1loveyou basketball1 uuuuuuu1 marley12 chlorine 67mustan
reynaldo inandout cousteau specboot junior01 redsox11 qazwsxqazwsx cornhusk linkinpark cantona1 beastie1 messiah1
kissthis hejmeddig intermilan cakewalk clusters poolside beer1234 bernardi rocket21 enormous swansong helicopter
poulette theodora dolphin9 1ladybug good4you france98 kensingt private5 teenslut eleanor1 august15 brandon7 cheating
mauritius hithere1 flexscan 2305822q tomjerry nnmaster belladog cool1234 dreamgirl superman123 ensemble baseball12
pornosta superdude fishbowl whitewol devochka littlebear sparky99 nothing0 suckfuck beanhead goathead tigers11
cannibus fastdraw daddymac thibault promopas powerpla wallpape morgaine bettis36 thruster liberty7 greenery bigmouth
wetworks crossroa gunfight rockcity gutentag dirtybir bushwick sharon69 katiedog greatdan testerer schroede multipas
lizabeth chico123 kumar123 channels birdcage shameless sassydog optiquest birdsong forecast cooper12 mymoney1
cntgfyjdf blackfin blackheart grimreap motoguzz logcabin neverwinter mclarenf1 stickboy bloodlus torrents boogiema
bluedragon scorpian fsunoles standrew 87e5nclizry justin01 ginger123 bmw750il canesfan kathryn1 65mustan britches
killer13 fortune1 justin123 dfyjdf846 pinarell dude1234 fuckthem giampaolo danny001 pancreas supermario turambar
pretender chatting pandoras balls123 nosaints lovesuck fillmore brandy12 barney01 ou812345 children2 longford mcknight
redhorse fuckgirl napster1 sasafras miami305 letmeino videogam pointman daniel21 ranger98 spankme1 hammer99 artichok
gthtrhtcnjr bushmast sailormo amersham coolfool 1bullshi butterbean vfrcbvvfrcbv cgtwbfkbcn lacrimos teenlove seabass1
taratata marmalad cameron7 mahogany huntress redwhite interior mudslide canoneos october7 channel1 naturist authcode
surfside glasgow1 rfycthdf clements ingersol daniel11 donna123 maryann1 annamaria baseball9 steph123 system12 marcelit
wrestling1 orange10 silver33 palpatin silverfi corneliu insignia thestone 5411pimo dima2009 zimmerma cowboy12 retired1
kolia123 harley13 bigloser crenshaw r1234567 sputnik1 lexmark1 masterma love4you ctvtyjdf passking oleg1994 9379992q
photogra capital5 poppydog ferraris clementi semperf1 marquise feldspar sthgrtst robert22 lovethem kittykit monster7
silverma mama12345 aqwzsxedc marshal1 greentree qweqwe12 presence pentagram pumpkin2 powerhou emmajane 1qazxdr5
darkhors mineonly dragoon1 lotrfotr34 caffreys gladiolus hotspurs boutique driscoll gettysbu holeshot p0o9i8u7y6
dave1234 peggysue baldhead everclea dctdjkjl rkbvtyrj 123321aa terminato nextdoor santorin emergenc awdrgyjilp
papageno boomerang quietkey timbuktu 123lol123 1234qwerasdfzxcv lionsden pappnase xexeylhf qazwsx12345 arenrone
gateway9 jesuschr terrific powerstr bigsexxy thesims2 drilling dthjybxrf panasonik polkaudio hockey22 111luzer
boognish gtogto43 pepsiman fathead1 station2 ps253535 dragon666 mashoutq dumbshit toyota91 struggle selassie
iddqdiddqd tcglyued assmaster jamboree yjdbrjdf stockhol matrix99 thvfrjdf sat321321 quintana alexandra1 1234512i
gfgf1234 apocalyp starline lovebugs marcus12 cepseoun pinkpussy 321ret32 babyboy1 morrissey mickey22 sovereig qwest123
agapov58 ttttttt1 junkfood profiles ironfist hjvfynbrf hondavfr cockgobbler tornados richard0 12345qqq summoner
mclaren1 gilgamesh cvzefh1gk galleries nikita1998 shithappens cheetah1 iloveboobies hambone1 abcdef12 irish123
ghjcnjgbpltw shahrukh longboar margaret1 w1234567 hammertime mayflowe cbr600f4 deskjet1 0cdh0v99ue mossberg miracle1
precisio roman777 klaudia1 roadrash medical1 perfection nazarenko revelati rfnfhbyf love2010 importan j1234567
gcheckout rfgecnfcerf selector mobility sudhakar malcolmx description accountbloc hardwareid 287hf71h romanenko
mdmaiwa3 ybrbnf_25 gfccgjhn svetasveta 123321az losbravo imaccess gxlmxbewym n8skfswa ufdibyjd 11119999 12457896
15975391 19372846 19380018 19822891 19855891 46466452 51502112 55495746 57699434 61808861 87062134 98766789 159357123
159951159 777555333 999666333 2468013579 1digital a8kd47v5 supercop gentleman ssbt8ae2 jackfrost christo1 shinchan
qwerty09 ibelieve knopfler thecure1 horizon1 walter34 buster88 fordfocus verymuch oldpussy 1eeeeeee 1xxxxxxx al123456
shadow88 dragon98 1asdfghj 123boots1 softcore hathaway camilla1 penfloor visigoth bullnuts singapur shadow14 elfriede
animal2000 7imjfstw 9hmlpyjd 478jfszk merlin21 refinnej nokia7070 lichking hubertus pantyman newyorke vfhnsyjdf
liza2009 adolphus 1bigdadd 1packers hammer69 golfer11 simbacat lightbulb hoffmann 123321456654 currahee dkjfghdk
1creativ sd3utre7 wrongway queenas8151 justforf mccool24 hedj2n4q ofclr278 macross7 rosebudd jabroni1 angeleyes
pipeutvj wallstreet tabletop richard9 bellybut 12345678i invernes conducto barrabas softball1 voorhees moonstafa
barabbas mustaine summer13 1drummer albert12 indianer panther6 scottsda adelheid camel123 jackie69 n7td4bjl loploprock
gborv526 yaglasph blessyou mariette misterme 1qazwsxedc whynotme monteiro auntjudy 1234567890987654321 barnacle
marlins1 trotters joxury8f fifa2010 trim7gun donaldduck buster123 andrea12 1234567890qwerty rabbit66 monster9 hydepark
george13 connecte matthew5 jhrl0821 nightfal phoenix9 anthony5 kaufmann enlighte 86chevyx f14tomcat ygfxbkgt turbo911
greyhawk christiaan anchorat sanskrit gimmesum eatmyass dogbert1 truegrit jeniffer edward11 q1w2e3r4t5y6u7i8o9p0
honda450 gigemags anna1982 biedronka 12345678w techn9ne 6gcf636i playhouse gangster1 guitarman sportage bogdanova
hesoyam1 nottingham morganstanley amanda10 airbrush freecell astronomy pakalolo vfrcbvjd nevergiveup andrea99 romanson
nepenthe madhatter access88 impossib scratch1 hollywood1 sacrific siffredi nantucke kravchenko rochester sananton
looking4 angel007 mother12 excaliber hello101 sawtooth theriver sophieh6 bluewave 123321qw felicita bankrupt 1arsenal
birthday2 edcwsxqaz mark3434 backwood larousse nokia5200 mamaliga wowlook1 manchester1 natasha123 sys64738 alex1974
nostradamus epervier afrodite poopypan skydive1 jawbreak penchair aldebaran akinfeev silkeborg pensacol g0dz1ll4
sanction jesuschris milkmaid terrell1 epsilon1 lillian1 felicidade ezequiel polly123 vaffanculo jhnjgtl12 arxangel
malyshka 0123654789 alltheway maasikas 59382113kevinp password! tarragon mama1964 silverstone chaparra 1chester
monarchs connor11 journey1 9988776655 jnrhjqcz anna2002 tsunami1 rolltide1 ybrbnjcbr portishead redcar27 cougars1
blackhorse macedonia dtcyeirf 1234567890p picture1 cartagen alex1975 katemoss alex1981 fktrcttdf yfxfkmybr 123654789a
sasha777 haustool cbljhjdf alex1971 northside skyeseth frontosa diamond4 luansantana blooming fredonia valeria1
corrigan contrasena qwe123qwe123 change12 ofcourse romance1 genesis2 fuckthemall alina1995 lubimaya happyness paranoya
vinicius charleston boing747 parliame pookster adrianna1 painters stargirl pennydog onlyone1 amanda123 ashley123
fucking1 buldozer pheonix1 heavymetal sargsyan 1flowers ifoptfcor miyvarxar stimorol potapova cathrine 147258369a
andrew99 clarkkent gjkzrjdf yfeiybrb luvbekki sparky01 amberdog persona1 multiscan beloved1 hotbitch truskawka
anime123 antonioj flyvholm fhutynbyf aaa123456 donkeykong gtnhjpfdjlcr lovepuss avtoritet antonia1 ninjutsu mansikka
odt4p6sv8 zxcvbn123456 apache64 aessedai aperture monitor2 totenkopf dogphil3650 chicago5 putangina babyphat dontgotm
asslicke philippines wideopen molecule davinchi zxcasd123 scrapland methanol spiderman3 phezc419hv reviewer werty123
lassiter comicbooks zcxfcnkbdfz borealis zsecyus56 booboo11 4815162342q thuglove raptor22 bltynbabrfwbz 1explore
america2 masterba greenlan chopsuey balance1 moondog1 destiny2 ironfish jasmine7 betrayal ballroom stonehenge zacharia
bananas1 warhammer40k hemingwa jordan45 generale killer77 williamj letterma peanut11 seamless rugbyman angeldog
grandam1 rosehill 1cricket kinglear cessna172 gbpltw123 shadowman olga1976 guadalupe 1bastard baseball7 cottage1
homerun1 monkeybutt syndicate something1 passwordstandard dorothee bastogne brandon3 iamgreat overflow fairchil
batteries chicken0 maprchem56458 paswoord leedsuni dance123 ppppppp1 mmmmmmm1 nnnnnnn1 bobolink gandalf0 freezing
amiga500 infotech gundam00 bermuda1 backd00r cheyenne1 drumming tgbxtcrbq lovezp1314 buster69 whatluck riptide1
playgrou construction slutfuck momoney1 fractals polkadot prince11 bigtitty kimberley optimus1 london01 steamboat
comfort1 litebeer hampster smalldog cartman2 sunburst albertjr maddog69 belinda1 awesome2 cosmodog justine1 morphius
goodbye1 brillian lankford pr1ncess nuaddn9561 metalhead jollymon trompete matchbox20 lifestyl pachanga buzzword
grenoble mariana1 green420 spring00 vitalik1 gavrilov cassie12 underhil fireplug bobcat12 overcome bruce123 g1234567
lokomoti nightwis scooby11 obvious1 policeman bautista emporium patriots1 chrisrey pinky123 golf1234 bigbubba 2letmein
ilikepussy godsgift technica flinders gravedig jakeyboy longboard highspee 12inches grizzlie hockey69 nigger123
mantaray whitehea redhawks newcomer hondas2000 dickster cumshot1 bonkers1 throatfuck imladris partner1 communit
alucard1 jackoff1 spider10 cabledog eagleman lzhan16889 igor1994 champ123 brooksie frogman1 bubbaman august22
passsword brennan1 twinturb pamplona baseball11 welcomes douchebag rossigno nuggets1 youngman clothing doggy123
krakatoa snowstor orange11 chester3 motdepass bloomers fuckuall mamasboy purple69 shopping1 juvis123 icewater joshua99
imagination richard8 freedom8 latenite 789456123a nikolaevna nokia6131 hoosier1 kwiatuszek gtnhjczy nokia6500 vova1994
english1 bondra12 pimphard wintermu beckham23 delerium caseyboy redsox20 justice2 venomous scorpius boundary ladylove
sniffles eintritt jessica3 cookbook bradbury kanmax1994 thunder0 hammer11 compaq123 wagoneer danniash hammer12
burlpony platonic science1 sparkle1 service321 christi1 cooper11 iraffert guillermo cleaners 1christi jack5225
vwpassat burltree mornings cosmo123 thomas21 subzero1 happyhap yasacrac greenhouse shampoo1 qwerty32 candance coloring
supermom easypass undernet endeavor talavera shameles taylor11 gamemaster bpgjldsgjldthnf dearborn strikers xiaoyua123
writerspace pantera6 tttttt99 manageme hornets1 ciccione jumpshot clockwor katiebug guybrush music101 control2
marmalade arsenal0 jasmine3 zpflhjn1 confetti coorslit 12monkeys matrix123 earlgrey wildchil countess marzipan
sofaking 1crystal gfhfvgfvgfv gonzo123 standing craig123 cutlass1 jimbo123 milliona kryptonite creativ1 wisteria
mustang67 123456789j pass1wor matthew0 hoyasaxa methodma holiness damilola kolawole richard4 jesus4me lostboys
qwerty789 shadow10 ghtlfntkm barabash tigerfan moparman 9z5ve9rrcz jackmeof ringwood 1gandalf rustyboy fietsbel
hotshot1 goldenboy kgvebmqy vader123 falcon69 scarlets dopamine dumbfuck graphite fiveiron katyusha snoopy69 haileris
dandelion 6846kg3r denis1988 topnotch spinners azerty12 intercom 1rainbow fifa2011 looking1 tyson123 windward morrowin
changeme1 lifeless 123qw123 lexus300 12345abcd sword123 wharfrat heavymet mountains lfiekmrf tlbyjhju d1234567
windows2 rattlers world123 superdav spartacus larkspur blessings is3yeusc qazxcdew oakville nhfkbdfkb sugardog
nothanks kalleank ujhjl312 scanner1 fourstar partyman star1234 joshua19 ivan1985 canada12 kappaman den12345 gaudeamus
taganrog stuffing soccer19 rosebush 1assword hannah12 zse4xdr5 qwertgfdsa pyramid7 commandos diapason drumandbass
hanswurst yfcnzvjz toppdogg flywheel staples1 rockytop 7777777s huskerdu pilsbury fatbitch donatello mesohorny
suitcase uaeuaeman donttell industry surfer69 iampurehaha2 dukenukem samatron pussykat trekbike headhunter schenker
19851985p felixxxx eagles12 shadowfax brandnew economist armastus granvill elena2010 maks2010 mamma123 qwer1209
dontforg tdfyutkbjy jkbvgbflf peterburg qazxswedc123 footslav power666 river123 vlad1234 freedom0 nastya2010 jayhawk1
mexicali hesoyam123 invisibl tupacshakur ghjcnjabkz decembre romantika qwertyuiop10 cheetahs playground position
7777777z hfcnfvfy assasins dune2000 zxcvb1234 4rzp8ab7 waratsea nokiadermo blankman 1gateway stinkyfinger cuntfinger
littlewhore flashnet ultra123 littlegirl blackmor fuckyou8 schalke04 pretoria tanushka schecter mike12345 groundho
sexfreak homefree snowhite igor1234 masturbate blackhat gbljhfcs 24gordon nicolas2 gridiron losfix16 ilovecock
cjdthitycndj rockbottom southwes 1s1h1e1f1 fyfnjkmtdyf gintonic konnichi plethora maestro1 alabaste uhtqneyu superhero
4077mash vergesse 1qayxsw2 jeffery1 higgins1 terry123 sexytime limbaugh eybdthcbntn qazwsx11 fktrcfylhjd slayers1
tracy123 greatwhi formatters espinosa irina123 melnikova saqartvelo jessica6 jake5253 zimmerman vakantie lovesick
calender traxdata flyfishi outbreak jordan18 maitland thebeatles mynewbots michaell mandarinka thekiwi1 villevalo
mariupol nfnmzyrf odinthor icam4usb completed netnwlnk iloveluc mashamasha adapters bodiroga pchealth 413276191q
protected performing corperfmonsy controller predators paulinka talonesi vova12345 fjnq8915 fylhtq95 vladimir1
02551670 12213443 12758698 13467985 15253545 15975312 19216811 19801982 19821983 19831985 19833891 19921993 19932916
24688642 24861793 31021364 31359092 36985214 55378008 56836803 76689295 112358132 123987456 147369258 147852963
213546879 794613258 824358553 987654123 1234562000 1346798520 deadmoin bigwaves gameplay %e2%82%ac quintain lommerse
jockstra porsche2 avalon11 nosredna barbarossa madarchod 48n25rcc captaink rhfcyjzhcr monica01 lockedup bobbybob
1iiiiiii bigasses luckystr weihnachtsbau 1234567892000 1234567887654321 andrew17 12345678d crackpot 133andre chingada
10293847qp z3cn2erv enhanced loveland 8seconds diablo23 anonymer weetabix 2000jeep 1montana br1ttany gigantic 2wsx4rfv
girls4me cqub6553 baldeagl andy2000 cabbages sexybeas blueroom peewee51 rockwood movies23 critter1 bg6njokf jzf7qf2e
vkfwx046 cannelle august29 stupid12 5gtgiaxm odgez8j3 pqnr67w5 mazdamx5 palace22 tdeir8b2 guitar69 brillo021 tenorsax
providian alex1983 ukqmwhj6 dsobwick sassycat dmfxhkju 2children pudding1 pissword connolly whitecat spanners jgtxzbhr
newmoney purgator h9iymxmc 2ykn5ccf passpage mayflower stickdaddy77 spacebal madrigal khongbiet speedster captain2
1therock sweetu70 gkfdfybt zaqxsw123 coffee11 pentable 123456789000 havefun1 014702580369 lynnette birthday26 enron714
spotligh 7654321a shibainu georgia2 wholesale honeydog martinet 123qwaszx 44e3ebda bernadette money100 asdfgh123456
laser123 greetings artefact stoppedb daffyduck compass1 jordan20 aa123456789 wasdwasd1 assmonke lvbnhbtdf spartan11
4seasons hockey14 kinsella stthomas syndicat greatman afghanistan tremblay california1 furnitur necronomicon samuraix
liudmila abercrombie hollister1 encounter welcome01 bri5kev6 airborn1 borracho usermane serious1 stella12 c0l0rad0
bacteria dynamics detective sport123 moonshot fatal1ty venture1 santana1 litespee football123 passat99 adelante
1mercede junior13 laketaho dartmouth capitano adjuster 89032073168 economia heather9 anthony8 orange88 f1f2f3f4
yfhrjnbrb seatleon dimanche schreibe apollo12 passover outside1 qazqaz123 ghjuhfvbcn afrika2002 qqqqwwww tapestry
ctrhtnyj zipdrive alex1982 sagittarius preludes bomberman alex1976 yokosuka commercial victory7 bertuzzi fishpond
zse45rdx 1234554321a mortalkombat warspite bangalor harley03 akademia mishmash peacemaker nesterova calgary1 vtldtltd
artem1995 alex1998 h200svrm bismilah guitar01 animalsex clermont darkfire alina2006 chicago9 beyblade stormbri
alex1989 atalanta legends1 emotions gemini12 minotavr 123qwerty123 palladin csyekmrf alexand1 chicago3 1carolin
prelude9 proghouse diesirae qwaszx11 happylife winston6 emergency victoriya alina2010 jackson9 lickpussy obsessed
rfcgthcrbq tinchair alina1998 alina1994 alina2011 marco123 nata1980 anastacia 123456789zz mama1970 kamakazi cookie123
lkjhgfdsazx escaflowne default1 systemofadown hijodeputa thunder6 play2win stunner1 porosenok nopasaran michell1
imaloser ihateyou1 qaz123wsx456 highway1 muchacha awo8rx3wa8t money1234 horndogg vespucci toasters neverman teamomuch
newblood rmracing pornclub naumenko nastyanastya angelangel avogadro lambert1 stratus1 fengshui forzaroma houghton
jackiech express2 andrey1992 artem1992 rosenrot thugstools lohotron pandemonium foundation kvartira cameron0 plhy6hql
diamond0 songline samsung9 destruction bringiton privet123 fynjyjdf quicksand fufnfrhbcnb chinadol anthony4 eddie666
nokiae51 santa234 lincoln7 fusilier marcelin bodybuil hyderabad bazongaz pakistan1 madalena zxcvbnm123456789 f22raptor
yggdrasi chris200 gulfstre mononoke tootsie1 meditation deadsoul aaaa1122 mallards 2278124q lollol12 lover123 rattrace
birdbath 34erdfcv darkseed nikolay9 bujhm123 kasperok queequeg 1vampire ikmvw103 irina1991 ashley19 cookie13 love4eve
peyton18 thresher zxcvbnma chaplain flyers99 cookie11 firedept heather7 bananana puertori bryan123 warhorse patatina
bangbros uptheass muffin11 stepside bouboule covingto warhamer rhtyltkm satchel1 oldfield moviebuf yamaha12 expresso
wartburg bakesale mattylad10 sekirarr kerberos sweetpus jasmine9 conditio lexington essential bleacher dragonla
sixflags pitcher1 jeffrey4 dakota99 freakboy killerman darknite ilovelucy bordello britania preserve burrito1 kilowatt
momanddad megan123 paramount breakdance process1 blockbus kiersten chessmas brett123 bigboy11 potsmoke blademan
blackwoo 1qaz0okm lauren12 camneely ooicu812 woodchuc parker01 jackfros andrew23 beardog1 clitring curtains 1newlife
codered1 sexstuff welcome4 ashley24 newyork2 sunshin1 tanelorn roleplay alcoholi sharipov orion123 gandalf7 institut
breadfan pablo123 roseline fourkids palermo1 9hotpoin penguin8 asshole123 santana5 satisfaction rooney10 telescop
kobayash cfiekmrf artcast2 monrovia trafalga bigberth rockstar1 gfhjkm777 deadfish fitzgera kl?benhavn quackers
magichat lightspe bruiser1 kenneth2 thinline blackboo goodstuff gopinath bosslady chimaira connelly sataniv1993
joshua10 symantec turntabl hobbes12 1234567890d farmland rugby123 coffee12 iambigal brentwoo nipples1 boating1
kingshit magical1 doodlebu teenfuck pimpjuic ow8jtcs8t countryb needajob chelsea5 angus123 vanburen pokerman smokewee
cheeseburger jazz1234 surfboard berlingo cherrypi chicklet maximize livefree sheldon1 fubar123 violentj brenda69
panther8 pureevil pimpin69 cherry12 love5683 happytim cbljhtyrj burton12 crystal0 miller01 dukenuke stillers phoenix0
password22 passssap analysis forgetme boredboi4u warrior3 mankind1 cunthole boobies2 snakebit michael123 bloodred
hardc0re justonce porol777 rockhopper silver77 supercat patch123 worldnet hotchkis packers2 kalamazoo 1panties
madinina manning18 montblanc roadrage aaaassss elephant1 jamesdea glowworm bluedevil explorer1 caleb123 chevalier
tolkien1 coolbree catapult nicole01 hilliard keepsake riogrand chamberl bluedog1 musiclover libertin mike2000 blumpkin
bigsmall lovelady digital2 redsox19 hammer01 bobjones krypton1 gbkbuhbv fulhamfc carreras sadomaso banaan123 boilerma
dipascuc slickone otherside casper123 mikejone 2dumb2live omnislash redsox99 redsox12 corcoran boyfriend antiflag
killer00 ralliart landscape brandon8 parkhead kamikazi breakout cowboys0 hotdog12 simferopol juanpabl subscriber
crossman monkey14 silverch chuluthu pookie11 freeway1 burrfoot summer02 demetriu radio123 goniners dragstar kareltje
willyboy jackie01 bugssgub midiland charlize 671fsa75yt buffy1ma hunt0802 welcome0 constantin tremendo hfpldfnhb
bushwack a1s2d3f4g5h6 fortknox tanyshka chris999 corsair1 monoxide spinnake 2hot4you testament gogetter murciela
startrek1 zemanova playboy6 minnesota_hp washingto intubate caution1 mko09ijn pineapple1 bulldozer olemiss1 not4u2no
strongbo nathalia zorro123 reggie31 enolagay silence1 newlife2 iloveyou11 charliem collect1 parachute lovegame
princesit ashcroft stepashka beano002 mainstre united99 yjhbkmcr ilikeporn antichrist colin123 command2 jacobson
1escobar2 sasha1993 fucker12 lukas123 harsingh winner69 hooters6 branford fender12 jedimaster nantucket steam181
steamforums loveline adidas69 420smoke cressida lovehurt toreador hellbound matrixxx percussion space199 gwendoli
destinee shockwav wcrfxtvgbjy tigger13 iloveyou12 cnfnbcnbrf 122333444455555 2401pedro sexiness kudos4ever marillion
cunningh latching nastya123 cuyahoga summer22 lovejone network2 vladimirovna ousooner jackson6 sweet666 jlettier
favorite4 111222333444555 djtiesto s1s2s3s4 132forever tgkbxfgy indonesi watchout lachesis silver22 buhjvfybz oldskool
marmaris pokemon00 savannah1 dracula1 ilovemyfamily julemand dannym88 welcome5 indiana7 770129ji dasha2010 lakers08
empire11 teamlosi deadmau5 1andonly lbvekmrf michaeljackson humanity starfleet david777 emilyann success2 6yhn7ujm
jaguarxj peugeot406 euclid90 barmalei baldeagle gerasimova stainless grinding copernic munson15 xxx12345 jack2000
jokerjoker matthew6 ironcity dylandog phoenix5 middleto hatebree consulta difference cumberla frontline jeffhardy
yeahright dragonage denis1984 hockey13 ummagumma rfpfyjdf exorcist fuckmylife misha1111 vfhbyfvfhbyf qwaszxedc
lollol123 onetwo12 cecilia1 oleg1996 mushrooms dianochka roma1990 sharlene masiania 1234567890o qwertyuiop12345
trfnthby 1qa2ws3ed4rf5tg savchenko fenomeno vbhjh123 chipmonk nirvana9 pfqxtyjr dragon05 vaz21074 newpassw yuitre12
partridg dragon19 ilovetits marisela fromvermine selhurst topshelf nyyankees sympathy gfitymrf blackdra thedream
trrim777 nicolette sasha2011 qwerty999 frost1996 penhorse woodfish lainth88 minority am4h39d8nh kki177hk sanders2
opelagila madmax11 thecount widespread bigjuggs quixotic cranston lovedick websolutionssu el345612 amadeusptfcor
julie123 babochka muffinman qwertasd ninja123 qwerty100 uthvfybz silver01 martin01 macross1 starwood good4now wretched
fallengun falloutboy uhfdbwfgf london123 testdrive surrende kalender tema1234 eriksson killerbee nfkbcvfy cbarkley
justlook filmstar happyface icequeen presidente fkrjujkbr kkkkkkk1 9085603566 spritzer filatova minicooper baggio10
littlefuck littleminge guitar11 tommycat smallvill byrjuybnj joseph11 stanisla racecar02 eight888 thepower grossman
punter12 shannon2 engineering adalbert fruitcake stratcat suckmy1k massive1 miniclip skinnass ilovedick gabriel12
gayathri ginger69 summer08 prostreet gators96 meister1 carleton goodmorning greatzyo threepio mickey69 sinnfein
quiksilv newspape gladbach johansen thesims3 jahbless miller12 trigger2 valerian repmvbyf trinity7 doctorwh volunteer
specialinsta vthrehbq 123456789asd brandon00 karolinka cthulhu1 juancarlos troutbum kalambur trillium neveraga
nhfycajhvths rfnthbyf1988 lllooottt lissalissa kbpfdtnf cdtnkzxjr stockpor fidodido starbase harlequi joshua11
nietzsche superman12 makenzie technical transits willow01 phantom3 sweeties nudegirl messages julietta darthmaul
rollrock kamelia2011 yelena03 5element qwertyu123 123456rrr vika1995 nastya1996 bond9007 metal123 paraklast1974
mdmgatew michaelm begemotik sunbanna serafima settings rhfvfnjhcr fairless s12345678 webuivalidat advantage
msorcloledbr phenmarr nondriversig browseui sasha1994 mike1969 asdasd22 zaq!2wsx photowiz freeclus aregdone
123456789qwer manifold 20091989q nikita99 ojp123456 v123456789 9085084232 lolkin09 fm12mn12 tu190022 8096468644q
11012566 11114444 11234567 12345656 13467982 13571113 14314314 15935746 19761977 19801984 19841989 19891959 36169544
45678912 51501984 55443322 67899876 78978978 88887777 91328378 98256518 102938475 123123789 123456321 159357852
212009164 1212312121 1928374655 elena1971 hawkwood sexaddict sissinit 123ewqasd arsenal9 sexyred1 google10 dandelio
pmtgjnbl qcxdw8ry dbm123dm 123joker financia euroline ameritec lilcrowe likesdick charles0 sparkplu mexican1 drafting
1autopas autopas1 1ggggggg frozenfish matrix19 12345672000 onetwothree tuesday2 stpiliot car12345 templar1 outbound
yasuhiro cataract wazzkaprivet ouachita dabl1125 sandburg scorcher charless jeanmarc debugger lewiston weihnachtsbaum
1bigfish getinnow 1peaches chief123 1winston mopar440 dishwash 2wsxxsw2 1qwerty2 userpass llabtoof gangsters nosnibor
safonova beaversx yesyesye skarlett yougotit aloevera hzgg9umc quasimod hpsalgay frankzap thesmith fleetwood fjysk762
vre2nc3z zwt2sbzl 1private passtrader norsemen as5ffz17i q4n2jdeh vmdnygfu robertos bigboy40 watchers lbnjgtmp
e2fq7fzj sportsmen holywood fuckyour dogmatic sharon12 lada2110 bruxelle tvmarcia seattle7 super412 takecare 152geczn
farragut golgotha shantell introubl chris198 trickster chester9 ichiro51 august19 animales johnboy1 andrew69 fickdich
greekboy blah1234 00948230 tr2amp25 wamozart arthur69 chinatown wheeling yolanda1 a1111111 greenwav kazakhstan
waylande rational optiques prince55 sdh686drth allahuakbar rjhjdf777 anton1992 sutvsc5ysaa qaz26101778 jeremias
artemartem bailbond sexsites passwordd gurpreet sanek123 joshua123 flowers2 badgers1 kamchatka kalamata splendor
goofy123 shadowrun daniel69 likethis acidbath dallas88 66mustang lovecraft merlin10 user1122 denis1987 access10
samurai7 suleiman silvergo maximill elsalvador outrider ghostrecon lauretta necron99 gearsofwar football6 terranova
chieftai mercede1 bongtoke aspirant browneyes virtuoso photoshop gjdtkbntkm supercal dontdoit advance1 sicilian
aeroplane afhvfwtdn vovan_lt fktrcfylhjdf canadiens cghfdjxybr aishwarya taburetka andrey12 vthokies vbhjndjhtw
hockey123 rjdfktdf sweetman roma1995 newmedia shashank maddog01 hyperlit ovaltine diablo69 wonderbr bunnies1 fylhtq123
zxcv4321 chicken6 positano panther9 blowjob69 reglisse ferien12 fhbyjxrf zhongguo prokuror gorbunov pfhfnecnhf
peresvet dfkmltvfh pasword1 nhfrnjhbcn alena123 xtutdfhf problemas alexsander alex2009 kamakiri ntktgepbr ronaldo99
z1x2c3v4b5n6m7 ethereal konoplya ghjgfufylf reddevils nokia5610 fyfnjkmtdbx understand nyranger aspirina kemerovo
nicole123 montella peachfuz great123 lzlzdfcz alina2002 domodedovo danilova roseanne darkmage lindalou ghjatccjh
bulldog5 shortman diabolik wapbbs_1 ghjnbdjcnjzybt locutus1 vepsrfyn protozoa puissant access01 gorilla9 alternativa
matthewd metalcore jordan10 dctvcjcfnm hannah22 hightech qwertyuiop12 tracksta ambulance hindustan furelise kalifornia
subspace 02588520 amorcito orange01 nautica1 lovebaby dragonma sonnenschein ballsout servette corporat arsenal123
anastasya ufkxjyjr gjlcnfdf sexkitten s9te949f moderato bulldoze nemiroff andranik jaroslav fktrcfylth stokecit
aotearoa zxc123456 anna12345 dolphin6 forgetmenot montero1 computer12 12345qazwsx madison4 136611gt mcmaster crosby87
belldandy sharpie1 astra334566 palamino diebitch margherita spartak1 martymar 00000000a ghjnbdjufp infalicall vacances
applejui appraise marinaro controll dodobird birthday36 universidad tinmouse vonsclan electronics caballero cheburek
artem1994 artem1991 zxcvbnm1234 astronom scuba123 pratibha guitarist navigation uhtvkby17 positron allah786 asdqwe12
bollock1 rfhvfyftd asuncion angelfac myspace2 elevatio zolushka2 bulldog8 voodoo69 rattlesnake megafon77 southwest
maveric1 hejsan123 balerina piledriv lampard8 sasha111 sonic593 sombrero armchair haguenau bananaman santande anointed
fuckstic smurfett realhard banjoman calvin12 specialist bluntman reymysterio working1 thegreat1 sparky69 lena2011
minimax1 missydog rocinant barrett1 inventor schnitzel beergood smuggler oliver01 sixtysix kyleregn daniel19 tigger22
jackfrui marijane 789456123q bathgate starcraft2 timothy2 underwea battlestar danziger mccallum rainforest wwwooo1234
airjorda thunder12 beatles6 michaelp vandread politika sargeant rekmubyf go4broke bbwlover skidmore bill2455 golfer69
chipotle atherton evanston musicbox cupcakes versace1 pass1821 smooth15 greybear alberta1 anytimetoday sorpresa
beastman password88 accounta tanlines specialp butthea1 leather9 rashley198 multisca assfucker beckham1 jeffbeck
overseas gunnison bonanza1 woodbury gotribe1 jordan98 panther7 hangtime nimajneb belladonna wonderwa danechka lobster2
dragonman sveto4ka moneybags libertas assfuck1 starwars123 footloos kalle123 garcia12 indurain superbob fiction9
quarters panthera bernie51 getitnow radar123 ferrarif hackaren powerof3 marsbars gungrave chevette scooby69 metalhea
myjdxtcxks bouboune idontcar tennis01 develope ntktdbpjh1994 jonny123 krishna1 rover123 biblioteka philemon boots123
blackgir lcrastes toothpic mistycat voyager7 snakeyes firewate nick1234-rem936 bigcock1 emmarose duckbutt daniel00
evenstar bakerman lickpuss warrior6 ravenlof vegasman foulball tellurid ashley10 falcon01 lovelace cantstop mossyoak
oliphant papasmur fleshbot nichelle hawaiiguy transalp dimabilan daniel10 elevation koufax32 privates connor12
william4 12string stauffer redsox24 horsepower gfhfyjqz extra330 beast123 paramoun locksley maxmotives hockey33
headroom ozzmosis cochrane dreadful fireston blackdragon dragon33 need4speed blackwid leonardo1 snuggles1 nightshade
1234567j babylon6 blaze420 cassiope magicone hellhoun collecto blowhard knitting brunodog whodaman x002tp00 soccer77
raider12 bluelight redrobin cobra777 blueboys bluewate boomer12 awesome123 crystal7 strip4me 1trouble bandit11
m_roesel maclaren m123456789 wethepeople 111zzzzz beaulieu bobbobbo bobo1234 blackpus duckpond narendra pimpdady
iceman11 nji90okm theman22 puffdadd newmexico bobsmith statistika cypress1 netware1 desdemon timoshka kulikova
vitamine wallace2 sex4free happyhappy scooter5 chester8 boogyman kittykitty hortense lopotok01 shocker1 shadow23
200190ru volvos60 vlad2011 boobear1 bobbyorr fynjy123 boston11 swordsma zxcvbasdfg slipper1 hardwick pickwick bowling3
boxster1 987654321g orange22 robert19 knothead nemesis2 goodlove choirboy vikings2 anastaci jimmypag welcome7 harley20
vitalogy rfybreks visionar pussygal cheaters august20 olivier1 imperato fire1234 vehvfycr bigjohn1 septiembr robert23
h397pnvr hibernian rosebud7 enrique1 ghislain milfhunter ma123123123 natalie2 roykeane mamatata hackedit godflesh
gungadin chinaski toadfrog westover automati squirtle llebpmac letmein5 stinker1 campus100 rangerover skyblue1
ingenier energy12 murphy11 heather4 charisse colegiata carwash1 bubblebox stanhope 1pumpkin phantom7 superpower
slagelse twothree ballsdeep alphasig august10 goirish1 rabbit69 chantal1 greenpea bergen09 petticoa lucidity 99ranger
estoppel carter80 flagpole chisholm souschef iceman44 vengeance chris100 clearwat jamesjames 18n28n24a coasters
nautical ringo123 johnny12 dillinge arsenal7 chesters patrick5 aikman08 foxmulder scurlock bandicoot hillary1
bloodlust shadow00 freehold matthew4 mnemonic scubaman saavedra dtheyxbr tamplier gorillas pelican1 fiction6 onetwo34
gunsmith murphydo fallout1 spectre1 jabberwo redryder jesusgod musical1 organist archimed springsteen miruvor79
miatamx5 birthday28 willy123 llabesab vicelord gerryber fre_ak8yj itsasecret mountai1 bongwater pepper14 fordgt40
hallelujah hunnybun tuffgong gymnast1 butter11 tatarstan technici schweden throbber jacksons pilgrims deadzone
dethklok qq123123 williams1 c32649135 spacejam holycrap tummybed daniel26 kingpins dima1991 spencer5 thecakeisalie
sophie01 daddysgirl irondesk jasmine123 mosias98 raleigh1 daisy3112 zootsuit rubyrose parallel vova1992 1986mets
boomer22 edwards1 gemini13 eagles11 maks5843 lincoln2 gre69kik core2duo ublhjgjybrf daniel20 hardcor1 orochimaru
hjlbntkb paradoks ghjuhfvvbcn ontheoutside louis123 moonwalk mercury2 richelle lafrance ringding nefertit morrisey
tailhook bujhmbujhm felicia1 tinuviel grandkids darling1 vbhjckfd zcfvfzkexifz pangolin fairbank soundwav dennis12
demolition logistics bluejay1 sustanon marine21 dctvgbplf xxxp455w0rd5 lllllll1 ooooooo1 qwertasdfgzxcvb ilovetit
vallarta longjump littleguy magritte saltwater destiny7 dragonss klaipeda delights smellyfe deutschl harley88
birthday27 vfvekmrf kristie1 99strenght denis2011 stalker2 1stunner jessejames west1234 silver69 twentyon drstrang
jenna123 wonderwoman fktif6115 kinkysex dochenka starbug1 dima3452 maksimov dima2011 dolphin5 p1nkb178 warranty
pointblank dinochka mama1965 1scorpio ghjatccbjyfk eatadick discordi jackhammer player21 soccer23 deadfred cornelis
cntgfyjd iloveyou22 1startre jasper01 nfhfctyrj wonderla berlin1945 missions felixcat vbhjyjdf aksjdlasdakj89879
dominik1 0000aaaa pussylips senorita cjhjrbyf diamond8 valetudo sup3rman 101054yy kovaleva percussi sallydog naruto010
sissy123 june1503 raptor01 23wkoa0fp78dk palacios erkebulan northpole marinamarina fdfyufhl estefania ibragimov
albuquerq timofeeva jackpot3 lazareva christoph reptymrf guitarhero hellboun valiant1 nokian82 tortilla fatima753357
telegrap bigbrother redhat50 longfell nthvbyfnjh2 algebra1 samson12 pjkmabhz terrorist islamabad sixpence rockster
bluegreen readynow porridge lacrosse1 prolinea c7e4f8ezqh probably 112233qq stas1992 dkfcntkby rjkjrjkmxbr maggie01
123vv123 farmhous gthcjyfk jackass2 duckhead jordan00 birthday133 dirtycunt jizzeater naughtya asdf0987 irongoat
robert00 howareyo takefive reinhold w3e4r5t6 lovegirls ilovefee protecti mansfield vaz21083 ardennes porsche8 trek5200
gamer123 goodnight francis2 george123 sarakawa jeannett storm123 xcat_xca sondheim 6215mila6215 girasole lizardki
seniseviyor 5unshine jobsearch fitzgerald bmvm3e46gtr galatasa joshua23 pinklady 1florida blackadder dallas33 ethan123
newpass2 2606642yra capucine mahoomar iloveyou143 valentinka shit1234 maisuradze xsw2zaq1 2008m2009 kensington
maggie10 zaq12wsxcde3 oskar123 oliver99 goodboy1 shebadog diagonal fgjkbyfhbz whenever happiest letmein123 genius123
chinchilla hockey77 othello1 harvest1 1q3e5t7u9o roskilde herbert0 pol123456 murasaki k9vvos0a masha2011 ronaldo123
soccer01 iamawesome katushka jokerman tropicana sergeevich diamond9 access16 t1234567 paycheck1 rajendra blitzkrieg
ubvyfcnbrf bushmaster pilipenko minarets hjvfirf1 lera2000 123456zzz nathanae popochka decision kelloggs jhonatan
puckhead ridgeway motera15 worldwide backhome candyfinger stayrude akvarium starscream patricia1 deathblo lakerfan
boxsters jerry123 stephen2 thesimpsons born2run redbird1 greatnes mariamar mascitti gohogsgo aaa123aaa dtybfvby
siddhart rajkumar rock1234 talented hammerhead katebush kozanostra loveme12 1234567890l marinochka sahtm069 polyakova
maintenance raptors1 love12345 carnaval vladivostok azsxdc123 1raiders sqloledb yfcnhjtybt vitalik123 scooter3
gjhjlfcjqrb candyeater jammygirl littleslut overmars carlsber makayla1 7samurai m1m2m3m4 love777321777 corratec
sniper123 mjbnbna1 yoshimitsu max12345 masha2010 eventlog vfif1986 activation citbanna podiatry 192837465q gfhfdjpbr
voronova 123456789aaa kopa1994 nastya1997 cnthdjxrf 4815162342lf nepbr2009 rahul123 snh4life w74156900 pfqwtd27121988
zxcvbn3215 cnfc35762209 hassagjs 12101492 12141618 12341231 12345543 12378945 12601196 15161718 15541632 19688691
19811983 19861987 19888891 22224444 22228888 22360679 33331111 33445566 41513042 45683968 56259090 66778899 71727374
74125896 78789898 91929394 123234345 123258789 147963258 222222000 383295502 451236789 741963852 789951123 987321654
1324354657 1994200414 2143658709 headspin tdfqugl5 123happy copperco wsbadmin ramtough lindsay2 spearman pebbles2
lovesazz 1hhhhhhh sensitiv amc20277 namrepus 12345677654321 bacchus1 chester123 firstaid chantelle falkland incident
schnucki km83wa00 riverman ilikeike carlos68 blueprint zcgihlke einstien serpent1 doorbell alvarito guerilla gooner01
utyyflmtdyf absolut1 exciting andrew00 lampshade redlover haha1234 luckyday zxcvbnmmnbvcxz rocket01 1stephen 1hundred
1magneto monkey19 angel200 falcon21 fuckinti climber1 undergroun limeligh baseball21 okk34125 sylviahans castilla
suckmydic addition shadwell bodensee greenber m0ntlure debtfree visiting nzceg251 pibzk431 zmpimeje boonedog wtsfjmi7
twinpeaks pimpdogg austin97 altamira gfhjkmrf whitlock andrew21 greencat bigballer rdq5ww4x matthew10 mech6666
fernwood omytvc15 astrolog cgzfrhuf uxmdzi4o ashley22 bearboon civilization scrubber rebbecca blackwell bigsmurf
cmigtvo7 h72sfibbnl mutt22pu rathbone arguments charlied sgegukbm cartoon1 hendrix2 george10 gilbert2707 tspeter1
srawrats indobokep espiritu honda2000 nfgbpltwq fuckersss 12345love burgerki seadoo96 sarah200 akira123 tigertiger
qwqw1212 jrracing freesurf 66mustan kinshasa champion1 abbeyroa slainte6 simonova nicole69 gateway7 ilovebri wildcat7
w1408776w greenwic fuckyoua joeyjojo vgy78uhb dbrecmrf cumsalot schroeder michaele nekromant sandrita geranium
qwerty56 poopdick puregold 4p9f8nja 77sunset aaurafmf buddy111 bujinkan mustang66 9874563210 aaabbbccc misiaczek1
harbinger scandisk bigmoose 1blaster natasha5 pinocchio oliver12 outkast1 august28 noway123 iskandar hfcnbirf malmstee
switcher iverson1 winter07 coco1234 december2 thegreek alex1980 maldonad 123456789* grandkid hughjass 123123qw
diana2002 jones123 alphabravo certified lucydog1 snapple1 avionics michael13 crazyhor marine12 reset123 kottayam
danknugs triathlon joshua04 cruzeiro darkroom ranger82 andrea10 blacklabel fanta123 anakin99 andrew33 thug4life
paragon1 gibralta bloodhou badhabit louise01 evaluate findaupair007 qq123321 anthony12 fungible alina2009 adidas23
adidas99 dragon06 america7 onlylove gjkjdbyrf blitzkri hardkore biologia saiyajin syndrome naughty2 cervantes palladio
prowler1 galapago african1 ichiban1 e214fre21 vindiesel ultimatum fifa2000 mercedez afterglo ltybc123 navillus
marksman santorini carmen00 jedidiah anna1979 30seconds kabanchik predator1 supermac sanmarco dominoes yessongs
catullus vadim1995 autobody 7777777f football10 warhawks anna1992 balabama 1qaz2wsx3 barchett claddagh alpha135792468
baroness louisvil boeing747 parol12345 nata1977 italias1 sandra69 voyager6 liberdade artur4ik palladium inshallah
ghtdtlvtldtl newyork0 batman00 olga1991 alena1992 aleister edwardcullen alejandro1 vfrcbvtyrj vtnhj2033 s1a2s3h4a5
fkbyf123 alkogolik zxc123qwe w1w2w3w4w5 klubnichka 20162016up vjqfyutk restart1 gordienko kardelen buggerme alex1992
rodionov fafyfcmtd alex1993 gfhfktkjuhfv qazwsx123456 pyfrjvcndj millioner gofsu338 princess2 reading1 drusilla
sweetdreams asdfvcxz 70780070780 umisushi wingtsun nicaragu gerasimov voldemor trotter1 nokia1600 alina2000 lena1234
annemarie azerbaycan alisaalisa lutheran azlk2141 artem2000 h0lygr41l freejack diya2003 elmhurst carolynn m0nkeyb0
casillas podstava 06251106 lytdybrbdfvgbhf gypsydog alouette element2 providia santander success7 denis1989 amaranta
asd123asd123 parola12 hulahoop 02143006 astrodog aeroflot august21 lovegood scooter8 tendulkar october31 mousemouse
domingue 7777777q robert24 bettina1 santamaria passwordassword andrea00 qweasdzxc12 andrea69 nightfall ronaldinho10
fernando1 gostosao zxcvqwer ctdthysq bmwpower consult1 abuelita cosmetic caledoni a2345678 angel2010 bombarde
girlygirl angelface hernando anna1998 annabella pavel123 rosalita canarias patricks vincente mironenko kfrhbvjpf
slackers svensps820 pogosyan buzzard1 mclarenf 12andriy14 123vvv123 onimusha underwater barriste seaquest caliburn
labyrinth bujhtdbx cristobal crepusculo epidemia chupakabra fortyone montreux jorge123 000999888 artem1998 chiemsee
belmondo artur123 maksimuss ipo54tj45uy856 s123456s aznpride kerstin1 3616615a un4given dogmatix budlight1 qazxsw22
badboy123 financial snakepit isthebest therocks upyachka badstuff waterfalls reality5 privetik branston shitfire
boulevar 1maveric chamorro nightcra maranath pumpitup baldwin1 shadow20 westside1 amoureux cavaliers schnitze 1brother
rtyu4567 banana69 ke12fe13 dentista wannasee bangcock imjakie123 cruising chouette blaster2 moisture nhatrang nickster
jackasss college2 rubberduck macavity nikegolf robertson platinum1 larryboy legendar incorrect villeneuve rosalina
rasberry asianlov timezone newberry patches2 bassmaster moneysho fantasie marlene1 jamessss november1 1yankees
killer21 bass1234 snappers hummer99 hobbiton suckme69 batman22 mcmillan babygirl2 12q34w56e winter13 bmx4life agnostic
gracchus recorder sex4ever american1 gateway5 slammer1 castings poptart1 russell7 sammysos charter1 habbo123 bigdawg1
godzils4s7 psycho72 fuzzbutt ultracash yankees23 jhendrix wikinger ruggiero robert71 12345678l casper13 girlfrie
taylormade zerohour silentbo boston99 charles9 butterbe kittycat1 winston3 blowjob6 flanker7 qaz123qaz shoehorn
sheffwed georgie1 armyofon cocklover brooklin angel100 metaphor norwich1 rutledge glastron babylon1 copyright killer45
tigger10 karupspc illusions bailey99 89semtsriuty oliver123 juicebox berl1952 bergeron 1voyager babe1987 duffydog
library1 goodguys daywalke gateway6 druhay17 vika12345 foreveryoung james777 fordfocu sierra12 jazzmine badboys2
souleater bigmac12 beasties flannery ytrewq11 baseball10 maggie123 sandusky jackson4 ziggydog pointbreak blackand
23843dima iluvatar carolin1 fishing4 fuckher1 bigwilli getsome1 blizzard1 gizmodog faithless katrinka bigtimer
martin21 bluegrass thumper2 7elephant chiquito longhaul bullshit1 sdicmt7seytn playboy3 1bigtits theblack diverdow
irishboy ramcharg justin99 buffalo7 iamsocool bigfish1 goodlord whoppers footfuck thedude1 phantom4 bratpack cbr600f2
bigkahun kennedy12 optional texasboy bigpimpn catskill tylerca310 cougar11 goliath1 threeday frodobag ranger13
hellowor bristolc scamper1 technician sadiemae allybong bulldog6 harleyma babybird zheng2568 tractor1 giancarl
please12 westfiel gmcjimmy blondie2 killer22 chowmein blacktie kaitlyn1 dylan123 burritos shakazul blacksonblon
trickste cigarette sasuke123 derelict hellsbel brandon5 bravo123 shoeless cowboys3 fritolay bigbear1 tottenham1
thirteen13 tabryant greenguy sunglasses rosie123 chimera1 420842084208555 sexypass frankzappa nsnabh76 secret99
nightmare1 lantern1 slayer123 goodnigh blossoms kerplunk ch3ch2oh tomcruis mariamaria 1special dogbones gizmocat
rebecca9 paper123 research1 xehrf2011 captain7 gateway0 newport2 philadel secret00 howareyou carmelit bmfc2353
master32 ineedsex explosiv michigan1 tadpole1 tungdom6 mcfarlan mohinder 19thhole cancer69 forestman worr3619
corporation ellswort taylor10 flatboat 2w93jpa4 leveller paperman takethat carmine1 liz8tysiu artillery bot_schokk
limonade ireland3 martin19 boxerdog silvermo arrogant lisalove peaches3 gobucks1 goredsox kukaracha football7
idontknow1 dakota11 ballin23 bulldog3 hockey30 brazilia donatella mindspri spionkop aerospac sweetiepie brentwood
qualcomm twinkies pingeye2 richard5 chloedog skyhawk1 chipchop kittyhaw arbuckle jazmine1 benno007 dexter12 roadrace
penwindo winston9 jasmine0 alkanaft123 liberty9 carrera1 jktrcfylh bubba111 julia666 gatorfan turntable dienstag
starshin funforme 3children antonino slaphead redlabel richardc sawblade woodbine crazyhorse ktjynsq40147 1a2a3a4a5a6a
q123321q bullnuts2003 littlefo nelson11 popcorn2 one23456 slapnutz lukester charles7 zippo123 cameron9 rassilon
freemont bj200ex1 sensible turnbull kokopell emirates vidaloca carlos10 miami123 carnivor toolman1 jackruss ilovesam
cowsrule charles4 tennis22 longtail eddieboy svtcobra chicago23 blueskies sunflower1 nicebutt cchaiyas assorted
gjyjvfhtdf ranger66 qwertyui1 yankee23 hocuspocus nagshead rakkasan coolidge creditca diehard1 charizard helpme96
fourtrax connecto cameron6 hjvfynbr simonsays chinadoll heimlich stooges3 passwort1 sleeper1 noonehackme psycho78
lothlorien toptotty constanta twinstar scaffold aa111111 pernilla b0nehead iceman01 jasonlee charlotte1 schedule
montana2 phantom0 ginger01 1cracker jamaican blacksheep cranberry madruga2 bellaire bulldogs1 pauline1 t5r4e3w2q1
pussy420 starwars3 raven666 serafina 1jasmine saturnin plasticp ss6z2sw6lu neurosis fivekids snoopy13 wimbledon
ryebread sevenout phoenix6 cjkytxyfz nouvelle catolica frostbite sitepass pederast tasha123 george99 broadban cumstain
rjvfhjdf hightide 1mountai sweetboy 1service iforgoti cherokee1 supermod drugfree alex8899 shelbygt500 dmiller12as
maelstro erotica1 gurumayi rockandroll caesar12 goldstei salomon1 face2face 050605rostik 01470258 happycat denise01
grandmas footballs richardo 19960610ilja djljghjdjl hand2000 7410258963 freesex1 earnhart august30 jesusfreak tompetty
kristofer loserkid tiffanys gooliner unleashed ripken08 lineage123 hammer00 marina15 andrews1 tarantula pantera2
sandra11 sanderso dfhrhfan permanent jeffwsb1 qwe123321 123456zxcvbn dragon18 goodfella pfchfyrf berkshir dtynbkznjh
superbik jellyman poopster smile101 thankful yesplease neuroman lizzy123 lucille1 catriona summer09 superdave
horseshit 80361665abc ginger99 morning1 maricopa calloway voodoo22 sasuke12 8218yxfz textbook faustino adrenolin
0123698745 evillive vintage1 eric1132 wedding1 frogface marcs1997 harryhoo dogmeat1 foolish1 irishlad hongfund
canfield lionhart afternoon zergling deniska1 arcadia1 deltatau jktujdbx demchenko sillyman kosmonavt abcd123456
iceman22 forestry fournier denis1983 den040791 copperfi maggie99 puppy123 roma2010 eghfdktybt nokia5700 barnhart
monster123 9731553197 lufthans fuckthroat santafe1 sammie01 galactica master66 rt3460014 torpedo1 schroder sportsca
astronaut thebrain bvncnbnvvbn elates_y gundamwing special7 letmeout marcuseckos nicholas9 florencia beeldbuis
werty12345 dima1983 housemusic mazda123 fucktard plutoniu hobgoblin d36rkqdff mixmaster ak471996 george69 progressive
porshe911 rulezzzz iwillwin kukuruku ncc-1701 passwurd 1hardcor apollo17 rhbdtnrf gtnheirf doc_0815 vegetabl
dreamonline 89057003343 gosselin electro1 wordpass1 plhfdcndeq angelfir gtynfujy iddqd890 olliedog winstonone dragon44
monkey42 dragon35 general2 restrict lalala123 dreamteam superuse edinorog sixstrin e6pz84qfcj squiggle eminem11
z1x2c3v4b5n6 kingring smokey22 872rlcfo facelift 89181502334 gremlin1 telecom1 entertainment elena1975 fairytail
fantasy8 abcabc55 ad12345678 murcielag mor_pass greengre fox12345 vesuvius qsefthuko 360moden safronova boogers1
rabbit12 fuckstick eyesonly telefon1 hennepin multipass cochabamb playstatio kobebrya 89063032220m acca3344 vadim1996
stalingr vfhbz007 5858855abc yfhrjvfy winter98 nesterenko fdnjhbpfwbz fcnfkfdbcnf farmvill silver21 dauntivi diablo123
tzeentch espinoza megabass 917190qq chicken4 retraite ybrjkftdf calypso1 ferrari4 q12we34r badiman28200 a3930571
ujyxfhjdf franklyn blackwol mazdamx3 arsenal14 zexts364325 filippov vlad2010 123ewqasdcxz fuckoff666 merzario
charlie111 bdfyjdyf westpoin jenn1fer golfer20 nhbujyjvtnhbz schultz1 weakness michaelt superdut grimreaper devastator
ubnkthrfgen clubbing freakdog juliana1 maiden666 rangersf winter09 frederico freemind gopackgo susubaby manzey20
polniypizdec1102 vfvjxrf1 star6767 suffering fenerbahc 2004-11- ne_e_pod_chehyl belgarat 1gabriel wilkinso mustikka
sandhill 89132664230 mama1960 ybrjkfq1 retriver 1billion salamanc go4itnow toblerone happy200 teacher2 irina1989
mazatlan truelies thundercat rocket12 salohcin 1w2e3r4t gregster genetics dragonforce naruto99 runner12 80camaro
vfvfnfyz nthk12345 betty123 gunner01 kabouter redpoint greenlea sunshine69 sandi1172 rjpkjljq hd764nw5d7e1vbv royjones
moon1234 firewalk nobunaga tothetop o1l2e3g4 fyfcnfcbz1 gorbunova hispanic number10 typhoon1 seabrook huckster
knucklehead harringt eagles22 aezakmi123 randyman prostotak lastcall fafyfcbq applejuice coverall dbnfkbyf pljhjdmt
89614774181 dickens1 grayson1 brown123 citabria leopard1 schnuffe brandonn football5 dragon17 silentium rfkbajhybz
njkmznnb lollipop1 villegas 1qwerty7 123123asd superstr stanthem x123456x teddybeer trannies olga1234 stephanie1
system58 swimbike pepperon userexecute uniqueness volvofh12 spesional petrushka antwerp1 ivan1996 ivanivanov n1a2t3a4
papichulo shelbygt lifeguard lucciano fixitman babalola mango123 sam12345 twelve12 raiders0 annelise matthewj sallyann
jitendra sadie123 marshall1 josephphone7 freyfvfnfnf hottsexx nicelegs jjohnson nascar08 funnycar rutabaga 0l8kchek
whoareyo thetford semperfi1 arequipa johnpass ranger10 trekstar clubcapt 69mustan as12az23 belzagor vicious1 rushhour
justmine nizmo400r amanda96 katyakatya juttu123 vespa123 kirillov kiseleva sladkaya starchil valera123 a789456123
novosibirsk vfhxtyrj 1success penguin6 80972694711 konovalova russian6 sahtm131 certclas krasavchik krishnan stockholm
olga1979 12345qwert7 luisfigo rachel01 purple77 rundll32 quietman underage fishfinger 5345321aa adm15575 dietpeps
melissas enchante peanutbu gthtrfnbgjkt 1122qqww montydog sasitare aa123456s vtlbwbyf sahtm038 dunnowho89 moschino
oleaut32 maks1995 viggen37 stevens1 mdmsii64 apppatch packages netnovel configuratio mdmnttd2 mdmgl004 sahtm082
compiling msoracle32re patrick4 pilchard britanni component mdmnis1u vika1234 sacoremsg sasha1991 morales1 setupenu2
jaws1221 interrupt pass2012 pitmans4 communic boy1cool23 melvin69 sizinici oleg1985 navisite ckjytyjr gbpltw147
4solomon sasha1998 minntwin vinogradov podvinsev shopmenu roma1996 bhrh0h2oof6xbqjeh voxstrange ka12rm12 193570356033
87654321vv dimazarya
`
  .split(/\s+/)
  .filter(Boolean);
