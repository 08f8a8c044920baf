// Build helper for vite.config.ts: index.html's module script is client/boot.ts, which imports the app (main.tsx)
// once the shell has painted. This plugin names the app's chunk and the chunks it imports in index.html as
// rel=modulepreload, so they download with the page as a static import would, and the entry-size check
// (scripts/check-entry-size.mjs) counts them.
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
      const links = files.filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
      return html.replace(/<\/head>/i, `    ${links.join('\n    ')}\n  </head>`);
    },
  },
});
