/**
 * The review folder's text files: index.html (each scene's phone and desktop pictures side by side, with captions
 * and what the run noticed), missing.txt (routes that render the not-found page) and errors.txt (console and page
 * errors per picture, and scene steps that failed).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Shot } from './shooter';

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const notes = (s: Shot): string[] =>
  [
    s.notFound ? 'sayfa bulunamadı' : '',
    s.errorPage ? 'hata sayfası' : '',
    s.overflowPx > 0 ? `yatay taşma +${s.overflowPx}px` : '',
    s.errors.length > 0 ? `${s.errors.length} konsol hatası${s.errors.every((e) => e.expected) ? ' (beklenen)' : ''}` : '',
    s.failure ? `adım tamamlanamadı: ${s.failure}` : '',
  ].filter(Boolean);

const figure = (s: Shot | undefined, device: string): string => {
  if (!s) return `<figure class="none">${device}: yok</figure>`;
  const flagged = notes(s);
  const img = s.file ? `<a href="${esc(s.file)}"><img src="${esc(s.file)}" loading="lazy" alt="${esc(`${s.scene.caption} (${device})`)}"></a>` : '<p>resim yok</p>';
  return `<figure class="${device}">${img}<figcaption>${esc(device)} · ${s.width}×${s.height} · <code>${esc(s.url)}</code>${
    flagged.length ? `<br><b>${esc(flagged.join(' · '))}</b>` : ''
  }</figcaption></figure>`;
};

export async function writeIndex(outDir: string, shots: Shot[], meta: string): Promise<void> {
  const byScene = new Map<string, Shot[]>();
  for (const s of shots) byScene.set(s.nn, [...(byScene.get(s.nn) ?? []), s]);
  const rows = [...byScene.values()].map((pair) => {
    const first = pair[0]!;
    const phone = pair.find((s) => s.device === 'phone');
    const desktop = pair.find((s) => s.device === 'desktop');
    return `<section id="s${first.nn}"><h2>${first.nn} · ${esc(first.scene.caption)} <small>${esc(first.scene.route)} · ${esc(first.scene.as)}</small></h2>
<div class="pair">${first.scene.device === 'desktop' ? '' : figure(phone, 'phone')}${first.scene.device === 'phone' ? '' : figure(desktop, 'desktop')}</div></section>`;
  });
  const toc = [...byScene.values()].map((p) => `<a href="#s${p[0]!.nn}">${p[0]!.nn} ${esc(p[0]!.scene.name)}</a>`).join(' ');
  const html = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>Ekran görüntüleri</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:16px;background:#f3f4f6;color:#111}
nav{display:flex;flex-wrap:wrap;gap:4px 12px;margin-bottom:16px}
section{background:#fff;border-radius:8px;padding:12px;margin-bottom:16px}
h2{font-size:16px;margin:0 0 8px}small{color:#666;font-weight:normal}
.pair{display:flex;gap:16px;align-items:flex-start}
figure{margin:0}figure.phone{flex:0 0 390px}figure.desktop{flex:1 1 auto;max-width:1366px}
img{width:100%;border:1px solid #ccc;display:block}figcaption{font-size:12px;color:#444;margin-top:4px}
figcaption b{color:#b91c1c}
</style></head><body>
<h1>Ekran görüntüleri</h1><p>${esc(meta)} · <a href="missing.txt">missing.txt</a> · <a href="errors.txt">errors.txt</a></p>
<nav>${toc}</nav>
${rows.join('\n')}
</body></html>
`;
  await writeFile(join(outDir, 'index.html'), html);
}

/** Routes whose picture shows the not-found page, one a line with the devices. */
export async function writeMissing(outDir: string, shots: Shot[]): Promise<string[]> {
  const lines = new Map<string, Set<string>>();
  for (const s of shots) if (s.notFound) lines.set(s.url, (lines.get(s.url) ?? new Set()).add(`${s.nn}-${s.scene.name} ${s.device}`));
  const out = [...lines].map(([url, seen]) => `${url}\t${[...seen].join(', ')}`);
  await writeFile(
    join(outDir, 'missing.txt'),
    `# Routes that render the not-found page ("Sayfa bulunamadı"): pages the product does not have yet.\n${out.join('\n')}\n`,
  );
  return out;
}

/**
 * Console and page errors per picture, and failed scene steps. Answers how many errors were seen on pages that
 * exist (the not-found pages' own 404s do not count).
 */
export async function writeErrors(outDir: string, shots: Shot[]): Promise<number> {
  const parts: string[] = [];
  let onExisting = 0;
  for (const s of shots) {
    if (s.errors.length === 0 && !s.failure) continue;
    if (!s.notFound) onExisting += s.errors.filter((e) => !e.expected).length;
    const head = `## ${s.file || `${s.nn}-${s.scene.name}-${s.device}`}  ${s.url}${s.notFound ? '  (not-found page)' : ''}`;
    const body = [...(s.failure ? [`step failed: ${s.failure}`] : []), ...s.errors.map((e) => `[${e.account}] ${e.text}${e.expected ? '  (expected by the scene)' : ''}`)];
    parts.push(`${head}\n${body.join('\n')}`);
  }
  await writeFile(join(outDir, 'errors.txt'), parts.length ? `${parts.join('\n\n')}\n` : 'Konsol hatası yok.\n');
  return onExisting;
}
