import { describe, expect, it } from 'vitest';
import { preloadPageData } from './boot-preload';

describe('preloadPageData', () => {
  it("asks for each URL the edge named, as a fetch a same-origin call can take over, and for nothing else", () => {
    const doc = document.implementation.createHTMLDocument('t');
    const meta = doc.createElement('meta');
    meta.name = 'boot-preload';
    meta.content = '/Program/GetHighlights /Program/GetSportMenu https://elsewhere.example/x //elsewhere.example/y';
    doc.head.append(meta);
    expect(preloadPageData(doc)).toEqual(['/Program/GetHighlights', '/Program/GetSportMenu']);
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.crossOrigin, l.getAttribute('href')])).toEqual([
      ['preload', 'fetch', 'anonymous', '/Program/GetHighlights'],
      ['preload', 'fetch', 'anonymous', '/Program/GetSportMenu'],
    ]);
  });

  it('does nothing on a page without the meta element (the offline shell, a page without first data)', () => {
    const doc = document.implementation.createHTMLDocument('t');
    expect(preloadPageData(doc)).toEqual([]);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});
