import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, ROUTES, SHORT_LINK_PREFIX, longTermPath, sportPath } from './routes';
import { SPORTS } from './sports';
import { isKnownPagePath, matchesPagePattern } from './page-paths';

describe('isKnownPagePath', () => {
  it('matches fixed routes, parameters and the long-term pages, ignoring case, a trailing slash and the query', () => {
    expect(isKnownPagePath('/')).toBe(true);
    expect(isKnownPagePath('/iddaa')).toBe(true);
    expect(isKnownPagePath('/iddaa/detail')).toBe(true);
    expect(isKnownPagePath('/iddaa/futbol/')).toBe(true);
    expect(isKnownPagePath('/iddaa/futbol?code=123')).toBe(true);
    expect(isKnownPagePath('/iddaa/futbol/uzun-vadeli')).toBe(true);
    expect(isKnownPagePath('/site/loginpage')).toBe(true);
    expect(isKnownPagePath('/kupon/12345678901234')).toBe(true);
  });

  it('knows every reading of every sport slug, for the program and the long-term page', () => {
    for (const slug of SPORTS.flatMap((s) => s.slugs)) {
      expect(isKnownPagePath(sportPath(slug)), slug).toBe(true);
      expect(isKnownPagePath(longTermPath(slug)), slug).toBe(true);
    }
  });

  it('rejects paths no page serves', () => {
    expect(isKnownPagePath('/boyle-bir-sayfa-yok')).toBe(false);
    expect(isKnownPagePath('/iddaa/bilinmeyen-spor')).toBe(false);
    expect(isKnownPagePath('/iddaa/Futbol')).toBe(false);
    expect(isKnownPagePath('/iddaa/bilinmeyen-spor/uzun-vadeli')).toBe(false);
    expect(isKnownPagePath('/iddaa/futbol/bir/iki')).toBe(false);
    expect(isKnownPagePath('/iddaa/futbol/baska')).toBe(false);
    expect(isKnownPagePath('/kupon')).toBe(false);
    expect(isKnownPagePath(`${SHORT_LINK_PREFIX}Abcd1234`)).toBe(false);
    expect(isKnownPagePath(ROUTES.setDefaultView)).toBe(false);
    expect(isKnownPagePath('/metrics')).toBe(false);
    expect(isKnownPagePath('/sw.js')).toBe(false);
    expect(isKnownPagePath('/iddaa/%E0%A4%A')).toBe(false);
  });

  it('lets a trailing * take any deeper path but not a shorter one', () => {
    expect(matchesPagePattern('/a/b/c', '/a/*')).toBe(true);
    expect(matchesPagePattern('/a', '/a/*')).toBe(true);
    expect(matchesPagePattern('/b/c', '/a/*')).toBe(false);
  });

  it('knows every page route of the table', () => {
    for (const route of PAGE_ROUTES) expect(isKnownPagePath(route.replace(':slug', 'futbol').replace(/:\w+/g, 'x')), route).toBe(true);
  });
});
