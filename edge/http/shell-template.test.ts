import { describe, expect, it } from 'vitest';
import { injectRealtimePort } from './shell-template';

const HTML = '<!doctype html><html><head><title>iddaa</title></head><body></body></html>';

describe('realtime port in the shell', () => {
  it('writes the socket port into the head for the client', () => {
    expect(injectRealtimePort(HTML, 8081)).toBe(
      '<!doctype html><html><head><title>iddaa</title><meta name="realtime-port" content="8081"></head><body></body></html>',
    );
  });

  it('writes nothing while no port is bound', () => {
    expect(injectRealtimePort(HTML, 0)).toBe(HTML);
  });
});
