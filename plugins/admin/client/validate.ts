import { NEW_RECORD_ID } from '../../../sdk/client';
import type { CourseRecord, LanguageRecord, UserRecord } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Record<string, string> | undefined;
const some = (e: Record<string, string>): Errors => (Object.keys(e).length ? e : undefined);

/** The checks the server makes, done first so the form shows them without a round trip (a password's rules are the server's). */
export function validateUser(u: UserRecord): Errors {
  const e: Record<string, string> = {};
  if (!u.name.trim()) e.name = 'Required';
  else if (!EMAIL.test(u.name.trim())) e.name = 'Not a valid e-mail address';
  if (u.id === NEW_RECORD_ID && !u.password) e.password = 'Required';
  return some(e);
}

export function validateCourse(c: CourseRecord): Errors {
  const e: Record<string, string> = {};
  if (!c.languageId) e.languageId = 'Required';
  if (!c.code.trim()) e.code = 'Required';
  if (!c.name.trim()) e.name = 'Required';
  if (c.id === NEW_RECORD_ID) {
    if (!c.targets.length) e.targets = 'Choose at least one target dialect';
    if (!c.sources.length) e.sources = 'Choose at least one source dialect';
  }
  return some(e);
}

export function validateLanguage(l: LanguageRecord): Errors {
  const e: Record<string, string> = {};
  if (!l.code.trim()) e.code = 'Required';
  else if (!/^[A-Za-z0-9_-]+$/.test(l.code.trim())) e.code = 'Letters, digits, - and _ only';
  if (!l.name.trim()) e.name = 'Required';
  return some(e);
}
