import { describe, expect, it } from 'vitest';
import { parseInlineLinks } from './inline-links';

describe('parseInlineLinks', () => {
  it('turns internal paths into links and keeps the text around them', () => {
    expect(parseInlineLinks('See [our help](/help) or [cookies](/Cookie-Notice#list).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'our help', to: '/help' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', label: 'cookies', to: '/Cookie-Notice#list' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves other sites, schemes and relative paths as plain text', () => {
    for (const to of ['https://evil.example', '//evil.example', 'javascript:void0', 'help', '/\\evil.example']) {
      expect(parseInlineLinks(`Go [there](${to}) now`)).toEqual([{ kind: 'text', text: 'Go there now' }]);
    }
  });

  it('returns text without links unchanged', () => {
    expect(parseInlineLinks('No [links] (here).')).toEqual([{ kind: 'text', text: 'No [links] (here).' }]);
  });
});
