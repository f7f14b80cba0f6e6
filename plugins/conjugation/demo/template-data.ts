/** The demo's conjugation templates per course language: the present tense with the language's pronouns. */
const PRONOUNS: Record<string, string[]> = {
  es: ['yo', 'tú', 'él / ella', 'nosotros', 'vosotros', 'ellos / ellas'],
  fr: ['je', 'tu', 'il / elle', 'nous', 'vous', 'ils / elles'],
  it: ['io', 'tu', 'lui / lei', 'noi', 'voi', 'loro'],
  de: ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie'],
  ru: ['я', 'ты', 'он / она', 'мы', 'вы', 'они'],
};
const list = (lines: string[]) => `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;

export interface TemplateSeed {
  name: string;
  wordClass: string;
  html: string;
  showToUser: boolean;
}

export function demoTemplates(languageCode: string): TemplateSeed[] {
  if (languageCode === 'en') {
    return [
      {
        name: 'Verb forms',
        wordClass: 'verb',
        showToUser: true,
        html: `<p><strong>{word}</strong></p>${list(['he / she {203}', 'past: {221}', 'past participle: {222}', 'gerund: {223}'])}`,
      },
    ];
  }
  const p = PRONOUNS[languageCode];
  if (!p) return [];
  return [
    { name: 'Present tense', wordClass: 'verb', showToUser: true, html: `<p><strong>{word}</strong></p>${list(p.map((x, i) => `${x} {${201 + i}}`))}` },
    { name: 'Singular and plural', wordClass: 'noun', showToUser: false, html: '<p>{101} · {102}</p>' },
  ];
}
