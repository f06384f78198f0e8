import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { anonymousMe } from '../../tests/doubles/session';
import ErrorPage, { referenceFrom, retryPathFrom } from './ErrorPage';

mockApi(anonymousMe);

const show = (address: string) => renderRoutes([{ path: '/error', element: <ErrorPage /> }], address);

afterEach(() => vi.restoreAllMocks());

describe('ErrorPage', { timeout: 30_000 }, () => {
  it('says something went wrong and what the visitor can do, under its own title', async () => {
    show('/error');
    expect(screen.getByRole('heading', { level: 1, name: m.error_page_title() })).toBeInTheDocument();
    expect(screen.getByText(m.error_page_body())).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.error_page_try_again() })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.error_page_home() })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: m.error_page_help() })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: m.error_page_contact() })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByText(/CT-/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${m.error_page_title()} · RemoteHire`));
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a reference to quote when the address gives one', async () => {
    show('/error?ref=CT-7K3QX9');
    expect(screen.getByText(m.error_page_reference({ reference: 'CT-7K3QX9' }))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no text from the address that is not a reference', () => {
    show(`/error?ref=${encodeURIComponent('Call +1 555 0100 now')}`);
    expect(screen.queryByText(/555/)).not.toBeInTheDocument();
  });

  it('tries again by going back to where the visitor was', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    show('/error');
    await userEvent.click(screen.getByRole('button', { name: m.error_page_try_again() }));
    expect(back).toHaveBeenCalledOnce();
  });
});

describe('reading the address', { timeout: 30_000 }, () => {
  it('takes a reference under ref, reference or code, only in the shape we give out', () => {
    expect(referenceFrom(new URLSearchParams('ref=DM-ABC234'))).toBe('DM-ABC234');
    expect(referenceFrom(new URLSearchParams('reference=PR-XY7QK2'))).toBe('PR-XY7QK2');
    expect(referenceFrom(new URLSearchParams('code=E500'))).toBe('E500');
    expect(referenceFrom(new URLSearchParams('ref=<script>'))).toBeUndefined();
    expect(referenceFrom(new URLSearchParams('ref=ab'))).toBeUndefined();
    expect(referenceFrom(new URLSearchParams(''))).toBeUndefined();
  });

  it('retries only a page of this site', () => {
    expect(retryPathFrom(new URLSearchParams('from=/pricing?x=1'))).toBe('/pricing?x=1');
    expect(retryPathFrom(new URLSearchParams('from=//evil.example'))).toBeUndefined();
    expect(retryPathFrom(new URLSearchParams('from=https://evil.example'))).toBeUndefined();
    expect(retryPathFrom(new URLSearchParams('from=javascript:alert(1)'))).toBeUndefined();
    expect(retryPathFrom(new URLSearchParams('from=/error?ref=X'))).toBeUndefined();
  });
});
