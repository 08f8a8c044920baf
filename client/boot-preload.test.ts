import { describe, expect, it } from 'vitest';
import { appendPreload, bootPreloads } from './boot-preload';

const shell = (metas: Record<string, string>): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(metas)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};

describe('bootPreloads', () => {
  it("lists the app's chunks, the first data, then the page's chunks, each once, and only this site's paths", () => {
    const doc = shell({
      'boot-page-modules': '/assets/sport-page-3.js /assets/app-2.js //elsewhere.example/x.js',
      'boot-preload': '/Program/GetSportProgram?sportId=1 https://elsewhere.example/x',
      'boot-modules': '/assets/app-2.js /assets/runtime-1.js',
    });
    expect(bootPreloads(doc)).toEqual([
      { href: '/assets/app-2.js', rel: 'modulepreload' },
      { href: '/assets/runtime-1.js', rel: 'modulepreload' },
      { href: '/Program/GetSportProgram?sportId=1', rel: 'preload', as: 'fetch' },
      { href: '/assets/sport-page-3.js', rel: 'modulepreload' },
    ]);
  });

  it('lists nothing on a page without the meta elements (a page the edge did not draw)', () => {
    expect(bootPreloads(shell({}))).toEqual([]);
  });
});

describe('appendPreload', () => {
  it("asks for code as the app's module scripts do, and for data as a fetch a same-origin call can take over", () => {
    const doc = shell({});
    appendPreload({ href: '/assets/app-2.js', rel: 'modulepreload' }, doc);
    appendPreload({ href: '/Program/GetHighlights', rel: 'preload', as: 'fetch' }, doc);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.crossOrigin, l.getAttribute('href')])).toEqual([
      ['modulepreload', null, 'anonymous', '/assets/app-2.js'],
      ['preload', 'fetch', 'anonymous', '/Program/GetHighlights'],
    ]);
  });
});
