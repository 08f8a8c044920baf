import { describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { pageDataUrls, preloadLinkHeader } from './shell-preload';

describe('shell preloads', () => {
  it('names the first data of the program pages as the client asks for it', () => {
    expect(pageDataUrls('/iddaa')).toEqual([API.programHighlights]);
    expect(pageDataUrls('/iddaa/')).toEqual([API.programHighlights]);
    expect(pageDataUrls('/iddaa/futbol')).toEqual([`${API.sportProgram}?sportId=1`]);
    expect(pageDataUrls('/iddaa/futbol?tarih=yarin')).toEqual([`${API.sportProgram}?sportId=1`]);
    expect(pageDataUrls('/iddaa/canli-iddaa-canli-bahis')).toEqual([API.liveProgram]);
  });

  it('names nothing for an event detail, an unknown sport, other pages', () => {
    expect(pageDataUrls('/iddaa/futbol?code=1234')).toEqual([]);
    expect(pageDataUrls('/iddaa/futbol?uvc=9')).toEqual([]);
    expect(pageDataUrls('/iddaa/curling-2')).toEqual([]);
    expect(pageDataUrls('/iddaa/futbol/uzun-vadeli')).toEqual([]);
    expect(pageDataUrls('/uyelik/uye-ol')).toEqual([]);
  });

  it('writes one Link header for the browser, none when there is nothing', () => {
    expect(preloadLinkHeader(['/a?x=1', '/b'])).toBe('</a?x=1>; rel=preload; as=fetch; crossorigin, </b>; rel=preload; as=fetch; crossorigin');
    expect(preloadLinkHeader([])).toBeNull();
  });
});
