import { NEW_RECORD_ID, type HttpClient, type SaveResult } from '../../../sdk/client';
import type { UserRecord } from './types';

type Written = { id: number; record: UserRecord; row: { id: number } };
type Granted = Pick<UserRecord, 'id' | 'version' | 'courses'>;

/**
 * Spec 3 §7: POST users and PUT users/{id} carry the user without courses; the permissions are
 * saved apart, through PUT users/{id}/permissions (not for an administrator, who holds them all).
 * Both answers make the saved record (the permissions' answer carries the version it left), so a
 * save is these two requests and nothing is read again.
 */
export async function saveUser(record: UserRecord, http: HttpClient): Promise<SaveResult<UserRecord>> {
  const { id, courses, admin, ...user } = record;
  const created = id === NEW_RECORD_ID;
  const res = created ? await http.post<Written>('users', user) : await http.put<Written>(`users/${id}`, user);
  if (!res.ok) return res;
  const saved = res.data;
  if (admin) return { ok: true, record: saved.record, row: saved.row, created };
  const granted = await http.put<Granted>(`users/${saved.id}/permissions`, { courses });
  if (!granted.ok) return { ...granted, error: `The user was saved, but not the permissions: ${granted.error}` };
  return { ok: true, record: { ...saved.record, version: granted.data.version, courses: granted.data.courses }, row: saved.row, created };
}
