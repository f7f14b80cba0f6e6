import type { Db } from './db';
import { SERVICES, service } from './services';

/** User accounts' secrets and sessions, for the plugin that manages users. */
export interface AccountService {
  /** An argon2id hash of the password. */
  hashPassword(password: string): Promise<string>;
  /** Refuses, with 400 naming the field `password`, a new password that breaks the server's rules (length, the login, common ones). */
  checkNewPassword(db: Db, password: string, login: string): void;
  /** Ends every session of the user (a password changed by someone else). */
  endUserSessions(db: Db, userId: number): Promise<void>;
}

export const hashPassword = (password: string) => service(SERVICES.accounts).hashPassword(password);
export const checkNewPassword = (db: Db, password: string, login: string) => service(SERVICES.accounts).checkNewPassword(db, password, login);
export const endUserSessions = (db: Db, userId: number) => service(SERVICES.accounts).endUserSessions(db, userId);
