import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { publicFormBody, senderShape } from './public-form';

describe('publicFormBody', () => {
  it('sends what was typed with the page language, and no empty honeypot', () => {
    expect(publicFormBody({ name: 'Wei Zhang', website: '' }, 'fr')).toEqual({ name: 'Wei Zhang', locale: 'fr' });
  });

  it('keeps a filled honeypot, so that the server can drop the request', () => {
    expect(publicFormBody({ name: 'bot', website: 'http://spam.example' }, 'en')).toEqual({ name: 'bot', locale: 'en', website: 'http://spam.example' });
  });
});

describe('senderShape', () => {
  const sender = z.object(senderShape());

  it('takes a name and an address, trimmed', () => {
    expect(sender.parse({ name: ' Wei ', email: ' wei@example.com ' })).toEqual({ name: 'Wei', email: 'wei@example.com' });
  });

  it('refuses a one-letter name and an address without an @', () => {
    expect(sender.safeParse({ name: 'W', email: 'wei.example.com' }).error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'email']);
  });
});
