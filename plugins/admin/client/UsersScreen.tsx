import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { USERS } from '../plugin';
import type { UserRecord } from './types';
import { UserForm } from './UserForm';
import { validateUser } from './validate';

const PATHS = { list: 'users', create: 'users', item: 'users' };

/**
 * The user and their permissions are one record here: GET users/:id carries the courses, and a
 * save sends them with the user, so the unsaved-changes warning covers the checkboxes too.
 */
export default function UsersScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<UserRecord> module={USERS} courseId={courseId} gridName="users" paths={PATHS} deletable={false}
      Form={UserForm} validate={validateUser} initialSearch={params?.search} editorWidth={560} />
  );
}
