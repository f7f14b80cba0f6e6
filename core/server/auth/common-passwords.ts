import { ZXCVBN_PASSWORDS } from './zxcvbn-passwords';

/**
 * Among the most used passwords, in lower case: refused as a new password whatever its case.
 * zxcvbn's ranked list (those of 8 characters or more, see zxcvbn-passwords.ts), and a list of our
 * own that it lacks: passwords in the product's other languages, recent years, keyboard walks and
 * the words of a login form.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...ZXCVBN_PASSWORDS,
  ...`
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 1234 qwerty password password1 password12
password123 password1234 password12345 password123456 passw0rd p@ssw0rd p@ssword pa$$word pass1234 passpass passwort
motdepasse contrasena contraseña senha parola wachtwoord haslo salasana qwerty123 qwerty1 qwerty12 qwerty1234
qwerty12345 qwerty123456 qwertyuiop qwertyuiop123 qwertyu qwertyui qwertz qwertz123 azerty azerty123 azertyuiop 1q2w3e
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 qazwsx
qazwsxedc qazwsxedcrfv asdfgh asdfghjk asdfghjkl asdf1234 zxcvbn zxcvbnm zxcvbnm123 qweasd qweasdzxc qweasdzxc123
q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1qw23e 123qwe 123qweasd 123qweasdzxc qwe123 asd123 zxc123 abc123 abcd1234 abc12345
abcdef abcdefg abcdefgh abcdefghi abcdefghij abcdefghijkl abcdefghijklmnop abcdefghijklmnopqrstuvwxyz a1b2c3 a1b2c3d4
a1b2c3d4e5f6 aa123456 aa12345678 aaaaaa aaaaaaaa aaaaaaaaaaaa 1234512345 123456123456 12345678910 123456789a
123456789q 1234567890q 1234567891 12345678900 123456789012 1234567890123 12345678901234 11111111 111111111111
1111111111 00000000 000000000000 0000000000 123321 1234554321 123454321 654321 987654321 9876543210 0987654321 112233
11223344 1122334455 121212 12121212 123123123 123123123123 123412341234 147258369 147258 159753 159357 159753456
7777777 77777777 777777777777 88888888 99999999 987654321987 666666 696969 555555 55555555 222222 22222222 333333
444444 123654 147852369 741852963 789456123 789456 456789 13579 135790 2468 24682468 1029384756 5201314 520520
iloveyou iloveyou1 iloveyou2 iloveyou123 iloveyou12 iloveyou1234 iloveu loveyou lovely loveme love123 lovelove
princess princess1 sunshine sunshine1 sunshine123 football football1 football123 baseball baseball1 basketball soccer
hockey monkey monkey123 dragon dragon123 master master123 letmein letmein1 letmein123 welcome welcome1 welcome123
welcome2023 welcome2024 welcome2025 shadow shadow123 superman superman123 batman batman123 michael jennifer jordan
jordan23 hunter hunter2 hunter123 ranger buster charlie charlie123 thomas daniel andrew robert matthew jessica ashley
amanda nicole michelle jasmine tigger tigger123 trustno1 freedom whatever starwars starwars123 pokemon pokemon123
minecraft minecraft123 computer computer123 internet samsung samsung123 google google123 facebook youtube linkedin
twitter microsoft apple123 mustang harley corvette ferrari porsche mercedes chelsea liverpool arsenal barcelona
realmadrid juventus manchester manutd cheese cookie chocolate butterfly flower summer winter spring autumn hello
hello123 hello1234 helloworld hello1 secret secret123 secret1 mysecret access access123 admin admin1 admin12 admin123
admin1234 admin12345 administrator root root123 toor changeme changeme123 default guest guest123 test test1 test123
test1234 test12345 testing testing123 user user123 login login123 demo demo123 temp temp123 temppass temporary
nopassword blahblah fuckyou fuckyou1 asshole biteme killer pepper ginger maggie daisy bailey buddy coffee orange
banana purple yellow silver golden diamond angel angel1 angels babygirl baby123 family family123 friends forever
forever1 blessed jesus jesus1 jesuschrist godisgood naruto sasuke goku dragonball onepiece spiderman ironman avengers
marvel mickey mickeymouse snoopy garfield qwertyqwerty asdfasdf asdfasdfasdf zxcvzxcv qwerasdf qwerasdfzxcv 1qaz1qaz
2wsx3edc passwordpassword iloveyouiloveyou letmeinletmein welcomewelcome adminadmin adminadmin123 administrator1
administrator123 rootroot changemenow changeit letmein2024 password2020 password2021 password2022 password2023
password2024 password2025 password2026 password! password1! password123! p@ssword1 p@ssw0rd1 p@ssw0rd123 passw0rd1
passw0rd123 qwerty123! qwerty1234! qwerty123456789 qwertyuiop1 qwertyuiop12 qwertyuiop1234 qwertyuiopasdf
qwertyuiopasdfghjkl qwertyuiopasdfghjklzxcvbnm asdfghjkl123 asdfghjkl1234 zxcvbnm1234 1234qwer 1234qwerasdf 1234abcd
12345abcde 12345qwert 123456qwerty 123456abc 123456abcdef abcdef123456 abc123456789 abcd12345678 qwerty12345678
iloveyou123456 iloveyou2024 sunshine2024 football2024 welcome12345 welcome123456 letmein12345 monkey123456
dragon123456 master123456 superman1234 batman12345 princess1234 trustno1trustno1 correcthorsebatterystaple
thequickbrownfox thequickbrownfoxjumpsoverthelazydog ihateyou imissyou iloveyouforever iloveyousomuch loveyouforever
mypassword mypassword1 mypassword123 yourpassword newpassword newpassword1 newpassword123 oldpassword mynewpassword
secretpassword supersecret supersecret1 supersecretpassword strongpassword strongpassword1 verysecure securepassword
securepassword1 password1password mysecretpassword thisismypassword thisisapassword passwordispassword nopassword123
letmeinnow opensesame
`
    .split(/\s+/)
    .filter(Boolean),
]);
