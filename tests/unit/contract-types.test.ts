import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./fixtures/contracts/', import.meta.url));
const ownerFile = `${dir}owner-public.ts`;
const callerFile = `${dir}caller.ts`;
const owner = readFileSync(ownerFile, 'utf8');

let previous: ts.Program | undefined;

/** The type errors of the caller when the owner's public face reads `ownerText` (the real SDK and zod, no emit). */
function callerErrors(ownerText: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true, noEmit: true, skipLibCheck: true, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name === ownerFile ? ts.createSourceFile(name, ownerText, version) : read(name, version, ...rest));
  // The previous program's files (the SDK, zod) are reused: only the owner's text changes.
  const program = ts.createProgram([callerFile], options, host, previous);
  previous = program;
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(callerFile))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]);
}

describe("a plugin's calls of another plugin's contracts are type-checked", () => {
  it('compiles against the contracts as they are', () => {
    expect(callerErrors(owner)).toEqual([]);
  }, 60_000);

  it('fails when the owner renames the contract', () => {
    expect(callerErrors(owner.replace('things: contract', 'items: contract')).join('\n')).toMatch(/Property 'things' does not exist/);
  }, 60_000);

  it("fails when the owner renames the route's path parameter", () => {
    expect(callerErrors(owner.replace('groups/:courseId/things', 'groups/:course/things')).join('\n')).toMatch(/courseId/);
  }, 60_000);

  it('fails when the answer or the body changes shape', () => {
    expect(callerErrors(owner.replace('z.array(z.object({ id: z.number(), title', 'z.array(z.object({ key: z.number(), title')).join('\n'))
      .toMatch(/Property 'id' does not exist/);
    expect(callerErrors(owner.replace("body: z.object({ title: z.string().min(1) })", 'body: z.object({ name: z.string() })')).join('\n'))
      .toMatch(/title/);
  }, 60_000);
});
