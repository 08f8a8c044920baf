// Build helper for vite.config.ts: index.html's module script is client/boot.ts, which imports the app (main.tsx)
// once the shell has painted. This plugin names the app's chunk and the chunks it imports in index.html's
// BOOT_MODULES_META element: the boot script asks for them all at once after that paint (client/boot-preload.ts),
// not one import round trip after another, and the entry-size check (scripts/check-entry-size.mjs) counts them.
import { BOOT_MODULES_META } from '../shared/constants/boot-preload.ts';
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}
type Bundle = Record<string, OutputChunk | { type: 'asset' }>;

export const appPreloadPlugin = (appModule: string) => ({
  name: 'app-preload',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string, ctx: { bundle?: Bundle }) => {
      if (!ctx.bundle) return html;
      const chunks = Object.values(ctx.bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      // The app's chunk is the entry group of scripts/entry-chunk.ts (no facade of its own): the one holding main.tsx.
      const app = chunks.find((c) => c.facadeModuleId === appModule || c.moduleIds.includes(appModule));
      if (!app) throw new Error(`app-preload: no chunk for ${appModule}`);
      const files: string[] = [];
      const visit = (file: string): void => {
        if (files.includes(file)) return;
        files.push(file);
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep);
      };
      visit(app.fileName);
      const urls = files.filter((f) => !html.includes(`/${f}"`)).map((f) => `/${f}`);
      return html.replace(/<\/head>/i, `    <meta name="${BOOT_MODULES_META}" content="${urls.join(' ')}" />\n  </head>`);
    },
  },
});
