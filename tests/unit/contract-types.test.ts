import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./fixtures/contracts/', import.meta.url));
const owner = readFileSync(`${dir}owner-public.ts`, 'utf8');
const caller = readFileSync(`${dir}caller.ts`, 'utf8');

/** The owner's public face as the caller compiles against: as it is, and changed as each test says. */
const OWNERS = {
  asIs: owner,
  renamedContract: owner.replace('things: contract', 'items: contract'),
  renamedParam: owner.replace('groups/:courseId/things', 'groups/:course/things'),
  changedAnswer: owner.replace('z.array(z.object({ id: z.number(), title', 'z.array(z.object({ key: z.number(), title'),
  changedBody: owner.replace('body: z.object({ title: z.string().min(1) })', 'body: z.object({ name: z.string() })'),
};
type Owner = keyof typeof OWNERS;

/**
 * Every owner beside the fixture's (owner-<name>.ts), each with a copy of the caller importing it
 * (caller-<name>.ts): one program, whose checker goes through the SDK and zod once for all.
 */
const files = new Map(
  Object.entries(OWNERS).flatMap(([name, text]) => [
    [`${dir}owner-${name}.ts`, text],
    [`${dir}caller-${name}.ts`, caller.replace("from './owner-public'", `from './owner-${name}'`)],
  ]),
);
let program: ts.Program | undefined;

/** The type errors of the caller of that owner (the real SDK and zod, no emit). */
function callerErrors(name: Owner): string[] {
  if (!program) {
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const { fileExists, readFile, getSourceFile } = host;
    host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
    host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
    host.getSourceFile = (file, version, ...rest) => {
      const text = files.get(file);
      return text === undefined ? getSourceFile.call(host, file, version, ...rest) : ts.createSourceFile(file, text, version);
    };
    program = ts.createProgram(
      Object.keys(OWNERS).map((n) => `${dir}caller-${n}.ts`),
      options,
      host,
    );
  }
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(`${dir}caller-${name}.ts`))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]);
}

describe("a plugin's calls of another plugin's contracts are type-checked", () => {
  it('compiles against the contracts as they are', () => {
    expect(callerErrors('asIs')).toEqual([]);
  }, 60_000);

  it('fails when the owner renames the contract', () => {
    expect(callerErrors('renamedContract').join('\n')).toMatch(/Property 'things' does not exist/);
  }, 60_000);

  it("fails when the owner renames the route's path parameter", () => {
    expect(callerErrors('renamedParam').join('\n')).toMatch(/courseId/);
  }, 60_000);

  it('fails when the answer or the body changes shape', () => {
    expect(callerErrors('changedAnswer').join('\n')).toMatch(/Property 'id' does not exist/);
    expect(callerErrors('changedBody').join('\n')).toMatch(/title/);
  }, 60_000);
});
