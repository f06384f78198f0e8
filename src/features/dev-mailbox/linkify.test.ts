import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

const origin = 'http://localhost:3000';

describe('splitLinks', () => {
  it('turns the app’s own links into paths and keeps the rest absolute', () => {
    const token = 'a'.repeat(43);
    const text = `Hello Ada,\n\nConfirm my e-mail address: ${origin}/verify-email/${token}\nHelp: https://example.com/help?q=1.`;
    expect(splitLinks(text, origin)).toEqual([
      { text: 'Hello Ada,\n\nConfirm my e-mail address: ' },
      { text: `${origin}/verify-email/${token}`, href: `/verify-email/${token}`, internal: true },
      { text: '\nHelp: ' },
      { text: 'https://example.com/help?q=1', href: 'https://example.com/help?q=1', internal: false },
      { text: '.' },
    ]);
  });

  it('keeps query and hash of an internal link', () => {
    const parts = splitLinks(`${origin}/reset-password?token=abc#top`, origin);
    expect(parts).toEqual([{ text: `${origin}/reset-password?token=abc#top`, href: '/reset-password?token=abc#top', internal: true }]);
  });

  it('leaves text without links alone', () => {
    expect(splitLinks('No links here.', origin)).toEqual([{ text: 'No links here.' }]);
    expect(splitLinks('', origin)).toEqual([]);
  });

  it('does not take a link on another port for the app', () => {
    expect(splitLinks('http://localhost:5173/login', origin)[0]).toMatchObject({ internal: false });
  });
});
