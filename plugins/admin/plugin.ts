import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { USERS, COURSES, LANGUAGES } from './public';

export default definePlugin({
  name: 'admin',
  messages,
  modules: [
    { ...catalogued('admin'), icon: 'IconUsers', screen: () => import('./client/UsersScreen') },
    { ...catalogued('courses'), icon: 'IconSchool', screen: () => import('./client/CoursesScreen') },
    { ...catalogued('languages'), icon: 'IconLanguage', screen: () => import('./client/LanguagesScreen') },
  ],
  grids: {
    users: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'name', headerName: 'Name', flex: 1 },
      { field: 'freelance', headerName: 'FL', type: 'boolean', width: 70 },
      { field: 'admin', headerName: 'Admin', type: 'boolean', width: 80 },
    ],
    courses: [
      { field: 'id', headerName: 'Id', type: 'number', width: 70 },
      { field: 'language', headerName: 'Language', width: 120 },
      { field: 'code', headerName: 'Code', width: 100 },
      { field: 'name', headerName: 'Name', flex: 1 },
    ],
    languages: [
      { field: 'code', headerName: 'Code', width: 100 },
      { field: 'name', headerName: 'Name', flex: 1 },
    ],
  },
});
