import { GridEditorScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { USERS } from '../plugin';
import { usersResource } from '../public';
import type { UserRecord } from './types';
import { UserForm } from './UserForm';
import { saveUser } from './save-user';
import { validateUser } from './validate';

/**
 * The user and their permissions are one record in the editor: GET users/:id carries the courses,
 * so the unsaved-changes warning covers the checkboxes too. A save sends the user without courses,
 * then the permissions (saveUser).
 */
export default function UsersScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('admin');
  return (
    <GridEditorScreen<UserRecord>
      module={USERS}
      courseId={courseId}
      gridName="users"
      resource={usersResource}
      deletable={false}
      Form={UserForm}
      validate={(r) => validateUser(r, t)}
      save={saveUser}
      initialSearch={params?.search}
      editorWidth={560}
    />
  );
}
