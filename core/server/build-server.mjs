// The server compiled ahead of time: core, the SDK and every plugin's manifest, server and demo
// code bundled by esbuild into dist/server/app.js, the worker threads' tasks into dist/server/worker.js,
// and core/server/start.ts into dist/server/start.js,
// which listens before it loads app.js (npm packages stay outside, loaded from node_modules), so that
// `npm start` neither loads tsx nor transpiles on each start.
// Plain JavaScript: `npm start` runs it before anything can be transpiled.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const defaultOutDir = join(root, 'dist/server');
const PLUGIN_FILES = ['plugin.ts', 'server/index.ts', 'demo/index.ts'];

/** The esbuild that tsx (a dependency) brings. */
function esbuild() {
  const tsx = createRequire(import.meta.url).resolve('tsx/package.json');
  return createRequire(tsx)('esbuild');
}

/** The modules the worker threads run (the SDK's runInWorker): every *.worker.ts of core, the SDK and the plugins. */
function workerModules() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'client') walk(path);
      } else if (entry.name.endsWith('.worker.ts')) {
        found.push(path);
      }
    }
  };
  for (const dir of ['core', 'sdk', 'plugins']) walk(dir);
  return found.sort();
}

/** The files core/server/plugins/load.ts imports per plugin, and the folders whose listing decides them. */
function pluginEntries() {
  const dir = join(root, 'plugins');
  const files = [];
  const dirs = [dir];
  for (const name of readdirSync(dir).sort()) {
    if (!statSync(join(dir, name)).isDirectory()) continue;
    dirs.push(join(dir, name), join(dir, name, 'server'), join(dir, name, 'demo'));
    for (const f of PLUGIN_FILES) if (existsSync(join(dir, name, f))) files.push(`plugins/${name}/${f}`);
  }
  return { files, dirs: dirs.filter((d) => existsSync(d)) };
}

const mtime = (p) => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return Infinity;
  }
};

/**
 * Whether outDir holds a build newer than every file it was made from, and than the plugin folders
 * (a plugin or a plugin file added since changes their listing).
 */
export function serverBuildIsFresh(outDir = defaultOutDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(outDir, 'inputs.json'), 'utf8'));
  } catch {
    return false;
  }
  if (!['start.js', 'app.js', 'worker.js'].every((f) => existsSync(join(outDir, f)))) return false;
  return [...manifest.files, ...manifest.dirs].every((p) => mtime(join(root, p)) <= manifest.builtAt);
}

/** Bundles core/server/start.ts into outDir/start.js, and app.ts with every plugin into outDir/app.js; answers the ms it took. */
export async function buildServer(outDir = defaultOutDir) {
  const started = Date.now();
  const { files, dirs } = pluginEntries();
  // app.js: every plugin module handed to the loader by its path, and core/server/app.ts's exports.
  const appEntry = [
    "import { provideBundledModules } from './core/server/plugins/load';",
    `provideBundledModules({\n${files.map((f) => `  ${JSON.stringify(f)}: () => import(${JSON.stringify(`./${f}`)}),`).join('\n')}\n});`,
    "export * from './core/server/app';",
  ].join('\n');
  // worker.js: the worker threads' entry, with every worker module handed to it by its path.
  const workerEntry = [
    "import { provideBundledWorkerModules } from './core/server/workers/tasks';",
    `provideBundledWorkerModules({\n${workerModules()
      .map((f) => `  ${JSON.stringify(f)}: () => import(${JSON.stringify(`./${f}`)}),`)
      .join('\n')}\n});`,
    "export { default } from './core/server/workers/tasks';",
  ].join('\n');
  const startEntry = join(root, 'core/server/start.ts');
  const result = await esbuild().build({
    entryPoints: { start: startEntry, app: 'server-entry', worker: 'worker-entry' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    outdir: outDir,
    write: false,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    // Paths a module finds from its own place (import.meta.url) still name its source file.
    banner: {
      js: `const __sourceUrl = (path) => new URL(${JSON.stringify(relative(outDir, root).split('\\').join('/') + '/')} + path, import.meta.url).href;`,
    },
    plugins: [
      {
        name: 'server-build',
        setup(build) {
          build.onResolve({ filter: /^server-entry$/ }, () => ({ path: 'server-entry.ts', namespace: 'server-entry' }));
          build.onLoad({ filter: /.*/, namespace: 'server-entry' }, () => ({ contents: appEntry, resolveDir: root, loader: 'ts' }));
          build.onResolve({ filter: /^worker-entry$/ }, () => ({ path: 'worker-entry.ts', namespace: 'worker-entry' }));
          build.onLoad({ filter: /.*/, namespace: 'worker-entry' }, () => ({ contents: workerEntry, resolveDir: root, loader: 'ts' }));
          // start.ts loads the rest of the server once it listens: app.js, the other bundle.
          build.onResolve({ filter: /^\.\/app$/ }, (args) => (args.importer === startEntry ? { path: './app.js', external: true } : undefined));
          // A manifest's screens (() => import('./client/…')) are the browser's; the server never loads them.
          build.onResolve({ filter: /\/client\// }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
          build.onLoad({ filter: /\.tsx?$/ }, (args) => {
            if (args.path.includes('node_modules')) return undefined;
            const text = readFileSync(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const source = relative(root, args.path).split('\\').join('/');
            return { contents: text.replaceAll('import.meta.url', `__sourceUrl(${JSON.stringify(source)})`), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  mkdirSync(outDir, { recursive: true });
  // Written aside and renamed, so that a server starting meanwhile reads a whole file; start.js, which loads the others, last.
  const order = (path) => (path.endsWith('.map') ? 0 : path.endsWith('start.js') ? 2 : 1);
  for (const file of [...result.outputFiles].sort((a, b) => order(a.path) - order(b.path))) {
    writeFileSync(`${file.path}.${process.pid}`, file.contents);
    renameSync(`${file.path}.${process.pid}`, file.path);
  }
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules') && existsSync(join(root, p)));
  const self = relative(root, fileURLToPath(import.meta.url));
  writeFileSync(
    join(outDir, 'inputs.json'),
    JSON.stringify({
      builtAt: started,
      files: [...inputs, self],
      dirs: dirs.map((d) => relative(root, d)),
    }),
  );
  return Date.now() - started;
}
