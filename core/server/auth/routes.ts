import { eq, sql } from 'drizzle-orm';
import { HttpError, route } from '../../../sdk/server';
import { platformApi } from '../../../sdk/shared';
import { users } from '../db/schema';
import { dummyHash, verifyPassword } from './passwords';
import { THROTTLE_MESSAGES, lockedScope, recordAttempt } from './throttle';
import { SESSION_COOKIE, createSession, endSession } from './sessions';

export function authRoutes(opts: { idleMinutes: number }) {
  return [
    route(platformApi.login, {
      access: 'public',
      handler: async ({ body, db, req, reply }) => {
        const locked = await lockedScope(db, body.login, req.ip);
        if (locked) throw new HttpError(429, THROTTLE_MESSAGES[locked]);
        const [user] = await db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.name})`, body.login.toLowerCase()));
        const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
        const refused = await recordAttempt(db, body.login, req.ip, !!user && valid);
        if (refused) throw new HttpError(429, THROTTLE_MESSAGES[refused]);
        if (!user || !valid) throw new HttpError(401, 'Wrong username or password');
        const previous = req.cookies[SESSION_COOKIE];
        if (previous) await endSession(db, previous);
        const token = await createSession(db, user.id);
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: req.protocol === 'https',
          maxAge: opts.idleMinutes * 60 * 24 * 30, // the server decides expiry; the cookie only needs to outlive it
        });
        return { id: user.id, login: user.name, freelance: user.freelance };
      },
    }),
    route(platformApi.logout, {
      access: 'public',
      handler: async ({ db, req, reply }) => {
        const token = req.cookies[SESSION_COOKIE];
        if (token) await endSession(db, token);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return null;
      },
    }),
  ];
}
