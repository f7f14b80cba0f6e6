export const root: string;
export const defaultOutDir: string;
export function serverBuildIsFresh(outDir?: string): boolean;
export function buildServer(outDir?: string): Promise<number>;
