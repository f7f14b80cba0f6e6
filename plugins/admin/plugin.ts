import { definePlugin } from '../../sdk/shared';

export const USERS = 1;
export const COURSES = 2;
export const LANGUAGES = 3;

export default definePlugin({
  name: 'admin',
  modules: [
    { id: USERS, key: 'admin', title: 'Users', scope: 'global', icon: 'IconUsers', screen: () => import('./client/UsersScreen') },
    { id: COURSES, key: 'courses', title: 'Courses', scope: 'global', icon: 'IconSchool', screen: () => import('./client/CoursesScreen') },
    { id: LANGUAGES, key: 'languages', title: 'Languages', scope: 'global', icon: 'IconLanguage', screen: () => import('./client/LanguagesScreen') },
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
