// Types of check-entry-size.mjs (plain JavaScript: `npm test` runs it with node, which on Node 20 reads no TypeScript).
export declare const ENTRY_BUDGET_KB: { gzip: number; brotli: number };
export declare const COMPILE_HINT: string;
export declare const entryScripts: (html: string) => string[];
export interface EntryFileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export declare const measureEntry: (dir: string) => Promise<{ files: EntryFileSize[]; raw: number; gzip: number; brotli: number }>;
export declare const chunksWithoutCompileHint: (dir: string) => Promise<string[]>;
