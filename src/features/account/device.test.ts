import { describe, expect, it } from 'vitest';
import { describeDevice, parseUserAgent } from './device';

const agents: Array<[string, string, string | undefined, string | undefined]> = [
  ['Chrome on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'Windows'],
  ['Edge on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'Microsoft Edge', 'Windows'],
  ['Safari on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari', 'macOS'],
  ['Safari on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
  ['Chrome on iPad', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'Chrome', 'iPadOS'],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
  ['Samsung Internet on Android', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
  ['Opera on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0', 'Opera', 'macOS'],
  ['headless Chrome on Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
  ['Chrome on ChromeOS', 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'ChromeOS'],
];

describe('parseUserAgent', () => {
  it.each(agents)('reads %s', (_, ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });

  it('knows nothing of a missing or foreign agent', () => {
    expect(parseUserAgent(undefined)).toEqual({});
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: undefined, os: undefined });
  });
});

describe('describeDevice', () => {
  it('says browser and system in words', () => {
    expect(describeDevice(agents[0]![1])).toBe('Chrome on Windows');
  });

  it('falls back to what it knows', () => {
    expect(describeDevice('SomeApp/1.0 (Linux)')).toBe('Web browser on Linux');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice(undefined)).toBe('Unknown device');
  });
});
