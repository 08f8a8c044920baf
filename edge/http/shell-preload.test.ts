import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { parseOffsetSpan } from '@shared/time/istanbul';
import { PAGE_MODULES } from '@shared/constants/page-modules';
import { bootMeta, createOffsetSpanMeta, injectHeadMeta, pagePreloads } from './shell-preload';

const repo = resolve(import.meta.dirname, '../..');

describe('shell preloads', () => {
  it('names the first data of the program pages as the client asks for it, and the lazy page', () => {
    expect(pagePreloads('/iddaa')).toEqual({ data: [API.programHighlights, API.sportMenu], modules: [PAGE_MODULES.overview] });
    expect(pagePreloads('/iddaa/')).toEqual({ data: [API.programHighlights, API.sportMenu], modules: [PAGE_MODULES.overview] });
    expect(pagePreloads('/iddaa/detail?code=1234')).toEqual({ data: [], modules: [PAGE_MODULES.overview] });
    expect(pagePreloads('/iddaa/futbol')).toEqual({ data: [`${API.sportProgram}?sportId=1`], modules: [PAGE_MODULES.sport] });
    expect(pagePreloads('/iddaa/futbol?tarih=yarin').data).toEqual([`${API.sportProgram}?sportId=1`]);
    expect(pagePreloads('/iddaa/canli-iddaa-canli-bahis')).toEqual({ data: [API.liveProgram], modules: [PAGE_MODULES.live] });
  });

  it('names no program for an event detail, nothing for an unknown sport or other pages', () => {
    expect(pagePreloads('/iddaa/futbol?code=1234')).toEqual({ data: [], modules: [PAGE_MODULES.sport] });
    expect(pagePreloads('/iddaa/futbol?uvc=9').data).toEqual([]);
    expect(pagePreloads('/iddaa/curling-2')).toEqual({ data: [], modules: [] });
    expect(pagePreloads('/iddaa/futbol/uzun-vadeli')).toEqual({ data: [], modules: [] });
    expect(pagePreloads('/uyelik/uye-ol')).toEqual({ data: [], modules: [] });
  });

  it('names modules that exist and that the router loads lazily', () => {
    const router = readFileSync(join(repo, 'client/app/router.tsx'), 'utf8');
    for (const key of Object.values(PAGE_MODULES)) {
      expect(existsSync(join(repo, 'client', key)), key).toBe(true);
      expect(router).toContain(`import('../${key.replace(/\.tsx$/, '')}')`);
    }
  });

  it("names the data URLs in a meta element at the end of the shell's head, escaped, and nothing without data", () => {
    const meta = bootMeta('boot-preload', ['/a?x=1&y="2"', '/b']);
    expect(meta).toBe('<meta name="boot-preload" content="/a?x=1&amp;y=&quot;2&quot; /b" />');
    expect(injectHeadMeta('<html><head><title>t</title></head><body></body></html>', meta)).toBe(
      `<html><head><title>t</title>${meta}</head><body></body></html>`,
    );
    expect(bootMeta('boot-preload', [])).toBe('');
    expect(injectHeadMeta('<head></head>', '')).toBe('<head></head>');
  });

  it("names Istanbul's offset span around now, made again after an hour", () => {
    const meta = createOffsetSpanMeta();
    const now = Date.UTC(2026, 10, 28, 21, 30);
    const content = (m: string) => /^<meta name="istanbul-offset" content="([^"]+)" \/>$/.exec(m)?.[1];
    const first = meta(now);
    const span = parseOffsetSpan(content(first));
    expect(span?.offsetMinutes).toBe(180);
    expect(span!.from).toBeLessThanOrEqual(now);
    expect(span!.until).toBeGreaterThan(now + 30 * 86_400_000);
    expect(meta(now + 59 * 60_000)).toBe(first);
    const later = parseOffsetSpan(content(meta(now + 61 * 60_000)));
    expect(later!.until).toBeGreaterThan(span!.until);
  });
});
