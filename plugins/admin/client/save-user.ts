import { NEW_RECORD_ID, type HttpClient, type SaveResult } from '../../../sdk/client';
import type { UserRecord } from './types';

/**
 * Spec 3 §7: POST users and PUT users/{id} carry the user without courses; the permissions are
 * saved apart, through PUT users/{id}/permissions (not for an administrator, who holds them all).
 * Then the user and its grid row are read again, with the version both writes left.
 */
export async function saveUser(record: UserRecord, http: HttpClient): Promise<SaveResult<UserRecord>> {
  const { id, courses, admin, ...user } = record;
  const created = id === NEW_RECORD_ID;
  const res = created ? await http.post<{ id: number }>('users', user) : await http.put(`users/${id}`, user);
  if (!res.ok) return res;
  const savedId = created ? (res.data as { id: number }).id : id;
  if (!admin) {
    const granted = await http.put(`users/${savedId}/permissions`, { courses });
    if (!granted.ok) {
      return { ...granted, error: `The user was saved, but not the permissions: ${granted.error}` };
    }
  }
  const [reloaded, row] = await Promise.all([http.get<UserRecord>(`users/${savedId}`), http.get<{ id: number }>(`users/grid/${savedId}`)]);
  if (!reloaded) return { ok: false, status: 0, error: 'Saved, but the user could not be reloaded' };
  return { ok: true, record: reloaded, row, created };
}
