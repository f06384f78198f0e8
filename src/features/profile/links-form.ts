import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

export type ProfileLinks = components['schemas']['ProfileLinks'];

export const LINKS = ['portfolio', 'linkedin', 'github', 'website'] as const satisfies ReadonlyArray<keyof ProfileLinks>;
export type LinkName = (typeof LINKS)[number];
export const LINK_MAX = limits.HttpsUrl.maxLength;

export type LinksForm = Record<LinkName, string>;

/** An https address a browser can open; empty means none. */
function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const link = () =>
  z.string().check(
    z.refine((value) => value.trim().length <= LINK_MAX, { error: () => m.api_field_too_long({ max: LINK_MAX }) }),
    z.refine((value) => value.trim() === '' || isHttpsUrl(value.trim()), { error: () => m.profile_link_invalid() }),
  );

export const linksSchema = () => z.object({ portfolio: link(), linkedin: link(), github: link(), website: link() });

export const linksForm = (saved: ProfileLinks): LinksForm => ({
  portfolio: saved.portfolio ?? '',
  linkedin: saved.linkedin ?? '',
  github: saved.github ?? '',
  website: saved.website ?? '',
});

/** Only the links given: one left empty is removed. */
export const toLinks = (form: LinksForm): ProfileLinks =>
  Object.fromEntries(LINKS.filter((name) => form[name].trim() !== '').map((name) => [name, form[name].trim()]));
