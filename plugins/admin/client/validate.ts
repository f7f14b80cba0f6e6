import { NEW_RECORD_ID, translator, type Translate } from '../../../sdk/client';
import type { CourseRecord, LanguageRecord, UserRecord } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Record<string, string> | undefined;
const some = (e: Record<string, string>): Errors => (Object.keys(e).length ? e : undefined);

/** The checks the server makes, done first so the form shows them without a round trip (a password's rules are the server's). */
export function validateUser(u: UserRecord, t: Translate = translator('admin')): Errors {
  const e: Record<string, string> = {};
  if (!u.name.trim()) e.name = t('errors.required');
  else if (!EMAIL.test(u.name.trim())) e.name = t('errors.email');
  if (u.id === NEW_RECORD_ID && !u.password) e.password = t('errors.required');
  return some(e);
}

export function validateCourse(c: CourseRecord, t: Translate = translator('admin')): Errors {
  const e: Record<string, string> = {};
  if (!c.languageId) e.languageId = t('errors.required');
  if (!c.code.trim()) e.code = t('errors.required');
  if (!c.name.trim()) e.name = t('errors.required');
  if (c.id === NEW_RECORD_ID) {
    if (!c.targets.length) e.targets = t('errors.targets');
    if (!c.sources.length) e.sources = t('errors.sources');
  }
  return some(e);
}

export function validateLanguage(l: LanguageRecord, t: Translate = translator('admin')): Errors {
  const e: Record<string, string> = {};
  if (!l.code.trim()) e.code = t('errors.required');
  else if (!/^[A-Za-z0-9_-]+$/.test(l.code.trim())) e.code = t('errors.code');
  if (!l.name.trim()) e.name = t('errors.required');
  return some(e);
}
