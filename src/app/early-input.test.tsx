import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyInput } from './early-input';

function SearchAndLanguage() {
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState('en');
  return (
    <div>
      <input aria-label="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      <select aria-label="language" value={language} onChange={(e) => setLanguage(e.currentTarget.value)}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </select>
      <p data-testid="state">{`${query}|${language}`}</p>
    </div>
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('input made on a prerendered page before the app takes over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reaches the app once it has hydrated the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchAndLanguage />);
    document.body.append(container);
    const early = recordEarlyInput();

    // The visitor types and picks before any script of the app has run.
    const search = container.querySelector('input')!;
    search.value = 'pass';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const select = container.querySelector('select')!;
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));

    await act(async () => {
      hydrateRoot(container, <SearchAndLanguage />);
    });
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('|en');

    await act(async () => {
      early.replay();
      await wait(10);
    });
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('pass|fr');
    expect(search.value).toBe('pass');
  });

  it('never replays an older value over what the visitor typed once the app was in charge', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchAndLanguage />);
    document.body.append(container);
    const early = recordEarlyInput();
    const search = container.querySelector('input')!;
    // A keystroke changes the field without going through its own value setter.
    const type = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, value);
      search.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('pa');
    await act(async () => {
      hydrateRoot(container, <SearchAndLanguage />);
    });
    await act(async () => {
      type('pass');
      early.replay();
      await wait(10);
    });
    expect(container.querySelector('[data-testid="state"]')!.textContent).toBe('pass|en');
    expect(search.value).toBe('pass');
  });
});
