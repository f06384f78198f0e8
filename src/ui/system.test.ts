import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { system, usedRecipes, usedSlotRecipes } from './system';

/** Follows a colour token to its hex value in light mode (the app ships no dark mode). */
function resolve(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  // Conditional tokens keep their per-mode values under extensions.conditions.
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value: unknown = conditions ? (conditions._light ?? conditions.base) : token.originalValue;
  if (typeof value !== 'string') throw new Error(`cannot read ${name}`);
  const reference = /^\{colors\.(.+)\}$/.exec(value);
  return reference ? resolve(reference[1]!) : value;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A colour at the given opacity over white, as Chakra's `solid/90` hover tint paints it. */
function overWhite(hex: string, alpha: number): string {
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * alpha + 255 * (1 - alpha));
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

// Every text colour the shared pieces put on a background.
const textOnBackground: Array<[text: string, background: string, where: string]> = [
  ['brand.contrast', 'brand.solid', 'primary button'],
  ['brand.fg', 'bg', 'secondary and link buttons, drawer top link'],
  ['brand.fg', 'brand.subtle', 'outline button hover'],
  ['brand.fg', 'brand.muted', 'subtle surfaces'],
  ['danger.contrast', 'danger.solid', 'danger button'],
  ['danger.fg', 'bg', 'danger text'],
  ['gray.fg', 'bg', 'ghost button, back button'],
  ['gray.fg', 'gray.subtle', 'ghost button hover'],
  ['fg', 'bg.success', 'success banner'],
  ['fg', 'bg.error', 'error banner'],
  ['fg', 'brand.subtle', 'info banner'],
  ['fg', 'bg.panel', 'toast title, drawer, modal'],
  ['fg.muted', 'bg.panel', 'toast comment and timestamp'],
  ['fg.error', 'bg', 'error text'],
  ['fg.success', 'bg', 'success text'],
  ['fg.warning', 'bg', 'warning text'],
  ['fg.info', 'bg', 'info text'],
];

describe('system palette', () => {
  it('has a teal brand whose solid is brand.700', () => {
    expect(resolve('brand.solid')).toBe('#135e63');
  });

  it.each(textOnBackground)('%s on %s (%s) meets WCAG AA 4.5:1', (text, background) => {
    expect(contrast(resolve(text), resolve(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['brand', 'danger'])('keeps %s solid buttons readable under their 90 %% hover tint', (palette) => {
    const hover = overWhite(resolve(`${palette}.solid`), 0.9);
    expect(contrast(resolve(`${palette}.contrast`), hover)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['brand', 'danger'])('gives %s focus rings at least 3:1 against the page', (palette) => {
    expect(contrast(resolve(`${palette}.focusRing`), resolve('bg'))).toBeGreaterThanOrEqual(3);
  });
});

describe('focusRing layer style', () => {
  it('draws a 2px brand outline off the element, under whatever condition it is put', () => {
    expect(system.css({ _focusVisible: { layerStyle: 'focusRing' } })).toEqual({
      '&:is(:focus-visible, [data-focus-visible])': {
        outline: '2px solid',
        outlineColor: 'var(--chakra-colors-brand-focus-ring)',
        outlineOffset: '2px',
      },
    });
  });
});

describe('the recipes the system carries', () => {
  const chakraComponents = path.resolve('node_modules/@chakra-ui/react/dist/esm/components');
  const carried = new Set([...Object.keys(usedRecipes), ...Object.keys(usedSlotRecipes)]);
  // Some components ask for a key Chakra's own theme has no recipe for either (Text asks for 'text').
  const chakraHas = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);

  /** Every name the app's files import from '@chakra-ui/react'. */
  function importedNames(): Set<string> {
    const names = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const at = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'generated') visit(at);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const [, list] of fs.readFileSync(at, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
            for (const part of list!.split(',')) {
              const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
              if (name) names.add(name);
            }
          }
        }
      }
    };
    visit(path.resolve('src'));
    return names;
  }

  /** The recipe keys a Chakra component's module and the component modules it imports ask the system for. */
  function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
    const keys = new Set<string>();
    if (seen.has(file) || !fs.existsSync(file)) return keys;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(/(?:createSlotRecipeContext|createRecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"(\w+)"/g)) keys.add(key!);
    for (const [, relative] of source.matchAll(/from '(\.{1,2}\/[^']+\.js)'/g)) {
      const next = path.resolve(path.dirname(file), relative!);
      if (next.startsWith(chakraComponents)) for (const key of recipeKeys(next, seen)) keys.add(key);
    }
    return keys;
  }

  it('holds the recipe of every Chakra component the app imports, so none renders unstyled', () => {
    const missing: string[] = [];
    let components = 0;
    for (const name of importedNames()) {
      const folder = path.join(chakraComponents, name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
      if (!fs.existsSync(folder)) continue;
      components += 1;
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.js'))) {
        for (const key of recipeKeys(path.join(folder, file))) if (chakraHas.has(key) && !carried.has(key)) missing.push(`${name} needs ${key}`);
      }
    }
    // The scan must have found the app's components, or it proves nothing.
    expect(components).toBeGreaterThan(20);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('resolves every carried recipe in the system', () => {
    for (const key of Object.keys(usedRecipes)) expect(system.getRecipe(key), key).toBeDefined();
    for (const key of Object.keys(usedSlotRecipes)) expect(system.getSlotRecipe(key), key).toBeDefined();
  });
});
