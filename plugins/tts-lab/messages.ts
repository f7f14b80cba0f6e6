import { defineMessages } from '../../sdk/shared';

/** The TTS Lab plugin's UI strings (its i18n namespace, 'tts-lab'). */
export const messages = defineMessages({
  en: {
    grids: {
      ttsLab: {
        flag: 'Flag',
        name: 'Name',
        dialectCode: 'Dialect',
        audio: 'Audio',
      },
    },
    category: 'TTS Lab',
    palette: {
      generate: 'Generate speech',
    },
    required: 'Required',
    form: {
      name: 'Name',
      dialect: 'Dialect',
      voice: 'Voice',
      defaultVoice: 'Default (female)',
      script: 'Script',
      generate: 'Generate',
      saveFirst: 'Save the entry to generate its speech.',
      saveChanges: 'Save the changes to generate the new speech.',
      generating: 'Generating',
      failed: 'The speech could not be generated: {{error}}',
    },
    player: {
      play: 'Play',
      pause: 'Pause',
      time: 'Player time',
    },
  },
  es: {
    grids: {
      ttsLab: {
        flag: 'Marca',
        name: 'Nombre',
        dialectCode: 'Dialecto',
        audio: 'Audio',
      },
    },
    category: 'Laboratorio TTS',
    palette: {
      generate: 'Generar la locución',
    },
    required: 'Obligatorio',
    form: {
      name: 'Nombre',
      dialect: 'Dialecto',
      voice: 'Voz',
      defaultVoice: 'Predeterminada (femenina)',
      script: 'Guion',
      generate: 'Generar',
      saveFirst: 'Guarda la entrada para generar su locución.',
      saveChanges: 'Guarda los cambios para generar la nueva locución.',
      generating: 'Generando',
      failed: 'No se pudo generar la locución: {{error}}',
    },
    player: {
      play: 'Reproducir',
      pause: 'Pausa',
      time: 'Tiempo de reproducción',
    },
  },
  fr: {
    grids: {
      ttsLab: {
        flag: 'Marqueur',
        name: 'Nom',
        dialectCode: 'Dialecte',
        audio: 'Audio',
      },
    },
    category: 'Labo TTS',
    palette: {
      generate: 'Générer la voix',
    },
    required: 'Obligatoire',
    form: {
      name: 'Nom',
      dialect: 'Dialecte',
      voice: 'Voix',
      defaultVoice: 'Par défaut (féminine)',
      script: 'Script',
      generate: 'Générer',
      saveFirst: "Enregistrez l'entrée pour générer sa voix.",
      saveChanges: 'Enregistrez les modifications pour générer la nouvelle voix.',
      generating: 'Génération en cours',
      failed: "La voix n'a pas pu être générée : {{error}}",
    },
    player: {
      play: 'Lire',
      pause: 'Pause',
      time: 'Position de lecture',
    },
  },
});
