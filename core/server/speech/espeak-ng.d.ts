// The npm espeak-ng package (Emscripten output) ships no types; only what local.ts uses.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string | Uint8Array): void };
  }
  interface ESpeakOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: ((module: ESpeakModule) => void)[];
    /** Emscripten's hook to instantiate the WASM ourselves (here: from a module compiled once). */
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
  }
  const ESpeakNg: (options: ESpeakOptions) => Promise<ESpeakModule>;
  export default ESpeakNg;
}
