import { catalogued, definePlugin } from '../../sdk/shared';
import { GLOSSARIES } from './public';
import { messages } from './messages';

export { GLOSSARIES };

export default definePlugin({
  name: 'glossaries',
  messages,
  modules: [{ ...catalogued('glossaries'), icon: 'IconBook2', screen: () => import('./client/GlossaryScreen') }],
  commands: [
    // From any tab of a course (Sentences, Vocabulary…), its glossary in one key.
    {
      id: 'open-in-course',
      category: 'Glossaries',
      title: "Open this course's glossary",
      keys: 'mod+alt+G',
      when: (ctx) => ctx.courseId > 0 && ctx.moduleId !== GLOSSARIES,
      run: (ctx) => ctx.navigate({ ref: GLOSSARIES, courseId: ctx.courseId }),
    },
  ],
  grids: {
    glossaries: [
      { field: 'flag', headerName: 'Flag', type: 'flag', width: 70 },
      { field: 'title', headerName: 'Title', flex: 1 },
      { field: 'forms', headerName: 'Forms', flex: 1 },
    ],
  },
});
