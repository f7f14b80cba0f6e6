import { randomBytes } from 'node:crypto';
import { asc, count, eq, gt } from 'drizzle-orm';
import { maintainChangedTables } from '../db/analyze';
import { syncIdentity, type Db } from '../db/open';
import { courseDialects, courses, demoSteps, dialects, languages, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { passwordMinLengthOf, passwordProblem } from '../auth/password-policy';
import type { LoadedPlugin } from '../plugins/load';
import type { FileStore } from '../../../sdk/server/files';
import type { SpeechProvider } from '../../../sdk/server/speech';
import { COURSES, DIALECTS, LANGUAGES } from './platform-data';
import { seededRandom } from './random';

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string;
  demoData: boolean;
  /** How much demo data plugins generate (see SeedContext.size). */
  size?: 'small' | 'large';
  log: (message: string) => void;
  /** Handed to the plugins' demo seeds (see SeedContext). */
  files?: FileStore;
  speech?: SpeechProvider;
}

const DEMO_SEED = 20261121;

/** Fills an empty database: the admin user, then (unless turned off) the demo languages, courses and plugin records. */
export async function seedIfEmpty(db: Db, plugins: LoadedPlugin[], opts: SeedOptions): Promise<void> {
  const [{ n: nUsers }] = await db.select({ n: count() }).from(users);
  if (nUsers === 0) {
    const minLength = passwordMinLengthOf(db);
    const password = opts.adminPassword ?? randomBytes(Math.ceil(Math.max(16, minLength) * 0.75)).toString('base64url');
    const problem = passwordProblem(password, { login: opts.adminEmail, minLength });
    if (problem) throw new Error(`ADMIN_PASSWORD is refused (${problem}): choose another, or leave it unset for a random one`);
    await db.insert(users).values({ name: opts.adminEmail.toLowerCase(), passwordHash: await hashPassword(password), admin: true });
    opts.log(
      opts.adminPassword
        ? `Created the admin user ${opts.adminEmail} with the password from ADMIN_PASSWORD.`
        : `Created the admin user ${opts.adminEmail} with the password: ${password}  (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  }
  const [{ n: nLanguages }] = await db.select({ n: count() }).from(languages);
  if (nLanguages > 0 || !opts.demoData) return;

  // One transaction: a server stopped while it seeds (its first seconds) leaves no part of the demo, and
  // the next start, finding no languages, seeds it whole. The afterDemos steps are left to runDemoSteps.
  await db.transaction(async (tx) => {
    await tx.insert(languages).values(LANGUAGES);
    await tx.insert(dialects).values(DIALECTS);
    for (const c of COURSES) {
      await tx.insert(courses).values({
        id: c.id,
        languageId: c.languageId,
        code: c.code,
        name: c.name,
        conceptLinker: true,
        sourceDialectDefaultId: c.sources[0],
        targetDialectDefaultId: c.targets[0],
      });
      await tx
        .insert(courseDialects)
        .values([
          ...c.targets.map((dialectId, position) => ({ courseId: c.id, dialectId, kind: 'target' as const, position })),
          ...c.sources.map((dialectId, position) => ({ courseId: c.id, dialectId, kind: 'source' as const, position })),
        ]);
    }
    await seedPlugins(tx, plugins, opts);
  });
}

const demoCourses = () => COURSES.map((c) => ({ id: c.id, languageCode: LANGUAGES.find((l) => l.id === c.languageId)!.code }));

/** The afterDemos steps in plugin order, each after the steps of the plugins it follows (afterDemosFollow). */
export function stepOrder(plugins: LoadedPlugin[]): LoadedPlugin[] {
  const out: LoadedPlugin[] = [];
  const visiting = new Set<LoadedPlugin>();
  const visit = (p: LoadedPlugin) => {
    if (out.includes(p) || visiting.has(p)) return;
    visiting.add(p);
    for (const name of p.afterDemosFollow ?? []) {
      const followed = plugins.find((q) => q.manifest.name === name);
      if (followed) visit(followed);
    }
    out.push(p);
  };
  plugins.forEach(visit);
  return out;
}

/** The plugins' demo data, in their order; then the steps of those with afterDemos, to run, with where the generator is. */
async function seedPlugins(db: Db, plugins: LoadedPlugin[], opts: SeedOptions): Promise<void> {
  for (const table of ['languages', 'dialects', 'courses']) await syncIdentity(db, table);
  const size = opts.size ?? 'small';
  const random = seededRandom(DEMO_SEED);
  for (const p of plugins) {
    const started = Date.now();
    await p.seed?.({ db, courses: demoCourses(), size, random, files: opts.files, speech: opts.speech });
    if (size === 'large') opts.log(`  ${p.manifest.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const steps = stepOrder(plugins.filter((p) => p.afterDemos)).map((p, position) => ({ position, plugin: p.manifest.name, randomState: random.state() }));
  if (steps.length) await db.insert(demoSteps).values(steps);
  // The steps read what the plugins wrote: planned on tables still counted empty, their lookups took
  // nested loops (1.4 s of the 4.3 s they took; the ANALYZE 0.46 s). The vacuum waits for the server's first round.
  await maintainChangedTables(db);
}

/**
 * Runs the demo's afterDemos steps not run yet (demo_steps), in order, each in a transaction that
 * takes its row (another process on the same PostgreSQL finds none meanwhile and leaves the rest to
 * this one), deletes it and hands the generator on to the next: a server stopped meanwhile leaves
 * the rest to its next start, which makes the same data. stopping: asked between steps.
 */
export async function runDemoSteps(db: Db, plugins: LoadedPlugin[], opts: SeedOptions, stopping = () => false): Promise<void> {
  let ran = 0;
  while (
    !stopping() &&
    (await db.transaction(async (tx) => {
      const [step] = await tx.select().from(demoSteps).orderBy(asc(demoSteps.position)).limit(1).for('update');
      if (!step) return false;
      const random = seededRandom(step.randomState);
      await plugins
        .find((p) => p.manifest.name === step.plugin)
        ?.afterDemos?.({
          db: tx,
          courses: demoCourses(),
          size: opts.size ?? 'small',
          random,
          files: opts.files,
          speech: opts.speech,
        });
      await tx.delete(demoSteps).where(eq(demoSteps.position, step.position));
      await tx.update(demoSteps).set({ randomState: random.state() }).where(gt(demoSteps.position, step.position));
      return true;
    }))
  )
    ran++;
  if (ran) opts.log(`Filled the new database with the demo data (${LANGUAGES.length} languages, ${COURSES.length} courses).`);
}
