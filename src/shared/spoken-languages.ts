import type { components } from '../generated/api.js';

/*
 * The languages a candidate may say they speak (the profile's languages section), and the levels
 * they speak them at. Distinct from src/shared/languages.ts, the four languages the product itself
 * speaks. Names are the reader's language's own (Intl.DisplayNames), so only codes live here.
 */

export type LanguageCode = components['schemas']['LanguageCode'];
export type LanguageLevel = components['schemas']['LanguageLevel'];

/** Every ISO 639-1 code. */
export const SPOKEN_LANGUAGES: readonly LanguageCode[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu ' +
  'fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ' +
  'ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os ' +
  'pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ' +
  'ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

const known = new Set<string>(SPOKEN_LANGUAGES);
export const isSpokenLanguage = (code: string): code is LanguageCode => known.has(code);

/** From the least to the most fluent: CEFR A1 to C2, then a native speaker. */
export const LANGUAGE_LEVELS: readonly LanguageLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

/** The levels a speaker at `level` meets: B2 meets A1, A2, B1 and B2. */
export const levelsMet = (level: LanguageLevel): LanguageLevel[] => LANGUAGE_LEVELS.slice(0, LANGUAGE_LEVELS.indexOf(level) + 1);
