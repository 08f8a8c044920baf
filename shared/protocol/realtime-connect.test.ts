import { describe, expect, it } from 'vitest';
import { PLATFORM_ID_WEB, readRealtimeClientInfo, withRealtimeClientInfo } from './realtime-connect';

describe('realtime connection info', () => {
  it('goes out as query parameters and reads back', () => {
    const url = withRealtimeClientInfo('wss://iddaa.example:8081', { platformId: PLATFORM_ID_WEB, userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/120' });
    expect(url).toBe('wss://iddaa.example:8081?platformId=1&userAgent=Mozilla%2F5.0+%28X11%3B+Linux%29+Chrome%2F120');
    expect(readRealtimeClientInfo(new URL(url).search)).toEqual({ platformId: 1, userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/120' });
  });

  it('reads anything malformed as absent, and cuts long or unsafe user agents', () => {
    expect(readRealtimeClientInfo('')).toEqual({ platformId: null, userAgent: '' });
    expect(readRealtimeClientInfo('platformId=0&userAgent=a%0Ab').platformId).toBeNull();
    expect(readRealtimeClientInfo('platformId=1e1').platformId).toBeNull();
    expect(readRealtimeClientInfo('userAgent=a%0Ab').userAgent).toBe('ab');
    expect(readRealtimeClientInfo(`userAgent=${'x'.repeat(1000)}`).userAgent).toHaveLength(256);
  });
});
