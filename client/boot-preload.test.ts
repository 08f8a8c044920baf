import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendInTasks, appendPreload, bootPreloads, type Preload } from './boot-preload';

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

describe('appendInTasks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a few preloads per task, in order, the rest in the tasks after it', () => {
    vi.useFakeTimers();
    const doc = shell({});
    const hrefs = () => [...doc.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));
    const todo: Preload[] = Array.from({ length: 10 }, (_, i) => ({ href: `/assets/c${i}.js`, rel: 'modulepreload' }));
    appendInTasks(todo, 4, doc);
    expect(hrefs()).toEqual(['/assets/c0.js', '/assets/c1.js', '/assets/c2.js', '/assets/c3.js']);
    vi.advanceTimersToNextTimer();
    expect(hrefs()).toHaveLength(8);
    vi.advanceTimersToNextTimer();
    expect(hrefs()).toEqual(Array.from({ length: 10 }, (_, i) => `/assets/c${i}.js`));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no task behind when everything fits in the first', () => {
    vi.useFakeTimers();
    const doc = shell({});
    appendInTasks([{ href: '/assets/app.js', rel: 'modulepreload' }], 4, doc);
    expect(doc.head.querySelectorAll('link')).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
