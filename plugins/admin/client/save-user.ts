import { NEW_RECORD_ID, apiOf, translator, type HttpClient, type SaveResult } from '../../../sdk/client';
import { adminApi } from '../public';
import type { UserRecord } from './types';

/**
 * Spec 3 §7: POST users and PUT users/{id} carry the user without courses; the permissions are
 * saved apart, through PUT users/{id}/permissions (not for an administrator, who holds them all).
 * Both answers make the saved record (the permissions' answer carries the version it left), so a
 * save is these two requests and nothing is read again.
 */
export async function saveUser(record: UserRecord, http: HttpClient): Promise<SaveResult<UserRecord>> {
  const api = apiOf(http);
  const { id, courses, admin, ...user } = record;
  const created = id === NEW_RECORD_ID;
  const res = created ? await api.call(adminApi.createUser, { body: user }) : await api.call(adminApi.saveUser, { params: { id }, body: user });
  if (!res.ok) return res;
  const saved = res.data;
  const row = saved.row ?? undefined;
  if (admin) return { ok: true, record: saved.record, row, created };
  const granted = await api.call(adminApi.setPermissions, { params: { id: saved.id }, body: { courses } });
  if (!granted.ok) return { ...granted, error: translator('admin')('errors.permissions', { error: granted.error }) };
  return { ok: true, record: { ...saved.record, version: granted.data.version, courses: granted.data.courses }, row, created };
}
