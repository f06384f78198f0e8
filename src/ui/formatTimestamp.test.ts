import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './formatTimestamp';

const at = Date.UTC(2025, 2, 4, 10, 15);

describe('formatTimestamp', () => {
  it('writes dates as each language does', () => {
    const en = formatTimestamp(at, 'en');
    const fr = formatTimestamp(at, 'fr');
    const zh = formatTimestamp(at, 'zh');
    expect(en).toMatch(/Mar/);
    expect(fr).toMatch(/mars/);
    expect(zh).toMatch(/2025年3月/);
    expect(new Set([en, fr, zh, formatTimestamp(at, 'es')]).size).toBe(4);
  });

  it('defaults to the current paraglide locale', () => {
    expect(formatTimestamp(at)).toBe(formatTimestamp(at, 'en'));
  });
});
