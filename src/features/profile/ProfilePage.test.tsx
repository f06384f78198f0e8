import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { completenessOf, cv, makeCandidateProfile, photoUrl, type CandidateProfile } from '../../../tests/doubles/fixtures/profiles';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { chosenFile, withNodeForms } from '../../../tests/doubles/uploads';
import ProfilePage from './ProfilePage';

type S = components['schemas'];

/** The server's side of the profile: each section saved on its own, completeness counted again, every body recorded. */
function profileStore(initial: CandidateProfile) {
  let profile = initial;
  const saved: Array<[string, unknown]> = [];
  const answer = (change: Partial<CandidateProfile>) => {
    const { completeness: _, ...rest } = { ...profile, ...change };
    profile = { ...rest, completeness: completenessOf(rest) };
    return HttpResponse.json(profile);
  };
  const section = <T,>(path: string, name: string, apply: (body: T) => Partial<CandidateProfile>) =>
    http.put(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as T;
      saved.push([name, body]);
      return answer(apply(body));
    });
  const handlers = [
    signedInAs(grace),
    http.get(apiUrl('/candidate/profile'), () => HttpResponse.json(profile)),
    section<S['CandidateProfileInput']>('/candidate/profile', 'about', (body) => body),
    section<S['WorkHistoryInput']>('/candidate/profile/work-history', 'work_history', (body) => ({ work_history: body.entries })),
    section<S['LanguagesInput']>('/candidate/profile/languages', 'languages', (body) => ({ languages: body.entries })),
    section<S['ProfileLinks']>('/candidate/profile/links', 'links', (body) => ({ links: body })),
    http.put(apiUrl('/candidate/profile/photo'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      saved.push(['photo', file.name]);
      return answer({ photo_url: photoUrl('2') });
    }),
    http.delete(apiUrl('/candidate/profile/cv'), () => {
      saved.push(['cv', null]);
      return answer({ cv: undefined });
    }),
  ];
  return { handlers, saved, current: () => profile };
}

const server = mockApi();
withNodeForms();

// The first paint loads the page and its data cold; on a busy machine that takes longer than the default second.
const FIRST_PAINT = { timeout: 5_000 };

const show = () => renderRoutes([{ path: '/profile', element: <RequireAuth><ProfilePage /></RequireAuth> }], '/profile');
const region = (name: string) => screen.getByRole('region', { name });
/** Types `text` into a field as pasted: the fields' typing is not what these tests are about. */
async function enter(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
const field = (within_: HTMLElement, name: string | RegExp) => within(within_).getByRole('textbox', { name });

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('shows how complete the profile is, each part missing a way to its section, and every section with its own Save', async () => {
    server.use(...profileStore(makeCandidateProfile({ cv: cv() })).handlers);
    show();
    expect(await screen.findByRole('textbox', { name: 'Headline' }, FIRST_PAINT)).toHaveValue('Bookkeeper');
    expect(document.title).toBe('Your profile · RemoteHire');
    expect(screen.getByRole('heading', { level: 2, name: 'Your profile is 30% complete' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'How complete your profile is' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText(/Employers cannot find you yet/)).toBeInTheDocument();
    const missing = within(screen.getByRole('list', { name: 'Still to fill in:' })).getAllByRole('link');
    expect(missing.map((link) => link.textContent)).toEqual([
      'About you: headline, summary, role and level',
      'A photo',
      'Your work history',
      'The languages you speak',
      'Your working hours',
      'A link to your work',
      'Your expected monthly pay',
    ]);

    // A missing part's link takes focus to its section (the rate to its own field).
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Your work history' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Work history' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Your expected monthly pay' }));
    expect(screen.getByRole('textbox', { name: 'Expected monthly pay (US dollars)' })).toHaveFocus();

    for (const name of ['About you', 'Work history', 'Education', 'Languages', 'Skills', 'Working hours', 'Links']) {
      expect(within(region(name)).getByRole('button', { name: `Save ${name}` })).toBeInTheDocument();
    }
    // What is already there: the sign-up's education, a skill with its years, the CV to download.
    expect(field(region('Education'), 'School or university')).toHaveValue('University of the Philippines');
    expect(field(region('Skills'), 'Skill')).toHaveValue('Excel');
    expect(within(region('CV')).getByRole('link', { name: 'Download grace-hopper-cv.pdf' })).toHaveAttribute('href', cv().url);
    expect(region('Account details')).toHaveTextContent('grace@example.com');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves a section on its own, keeps another section’s unsaved draft, and brings it back after a reload', async () => {
    const store = profileStore(makeCandidateProfile());
    server.use(...store.handlers);
    const first = show();
    const user = userEvent.setup({ delay: null });

    // Begun and not saved: a job in the work history.
    const history = await screen.findByRole('region', { name: 'Work history' }, FIRST_PAINT);
    await user.click(within(history).getByRole('button', { name: 'Add a job' }));
    expect(field(history, 'Job title')).toHaveFocus();
    await enter(user, field(history, 'Job title'), 'Bookkeeper');
    await enter(user, field(history, 'Employer'), 'Northwind Bakeries');
    expect(within(history).getByText('Changes not saved yet')).toBeInTheDocument();

    // The links are saved meanwhile; only they are sent, checked first.
    const links = region('Links');
    await enter(user, field(links, 'Portfolio'), 'http://grace.example');
    await user.click(within(links).getByRole('button', { name: 'Save Links' }));
    expect(await within(links).findByText('Enter a full address starting with https://.')).toBeInTheDocument();
    expect(store.saved).toEqual([]);
    await user.clear(field(links, 'Portfolio'));
    await enter(user, field(links, 'Portfolio'), ' https://grace.example ');
    await user.click(within(links).getByRole('button', { name: 'Save Links' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(store.saved).toEqual([['links', { portfolio: 'https://grace.example' }]]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Links' })).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'A link to your work' })).not.toBeInTheDocument();
    expect(within(history).getByText('Changes not saved yet')).toBeInTheDocument();
    expect(field(history, 'Employer')).toHaveValue('Northwind Bakeries');

    // Opened again: the draft is back, said so; discarding it leaves what is saved.
    first.unmount();
    show();
    const again = await screen.findByRole('region', { name: 'Work history' }, FIRST_PAINT);
    expect(field(again, 'Employer')).toHaveValue('Northwind Bakeries');
    expect(within(again).getByText(/We kept the changes you had not saved/)).toBeInTheDocument();
    expect(field(region('Links'), 'Portfolio')).toHaveValue('https://grace.example');
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(within(again).getByText('No jobs added yet.')).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('profileDraft:'))).toEqual([]);
  });

  it('puts the server’s objection on its field, and offers to send again when the server could not be reached', async () => {
    const store = profileStore(makeCandidateProfile());
    let calls = 0;
    server.use(
      http.put(apiUrl('/candidate/profile/languages'), () => {
        calls += 1;
        if (calls === 1) return problem(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', { 'entries.0.level': 'Choose one of the list.' });
        if (calls === 2) return HttpResponse.error();
        return undefined;
      }),
      ...store.handlers,
    );
    show();
    const user = userEvent.setup({ delay: null });
    const languages = await screen.findByRole('region', { name: 'Languages' }, FIRST_PAINT);
    await user.click(within(languages).getByRole('button', { name: 'Add a language' }));
    await user.selectOptions(within(languages).getByRole('combobox', { name: 'Language' }), 'tl');
    await user.selectOptions(within(languages).getByRole('combobox', { name: 'Level' }), 'Advanced (C1)');
    await user.click(within(languages).getByRole('button', { name: 'Save Languages' }));
    const level = within(languages).getByRole('combobox', { name: 'Level' });
    await waitFor(() => expect(level).toHaveAccessibleDescription(/Choose one of the list\./));
    expect(level).toHaveFocus();
    expect(within(languages).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(languages).getByRole('button', { name: 'Save Languages' }));
    const alert = await within(languages).findByRole('alert');
    expect(alert).toHaveTextContent('Languages was not saved.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(store.current().languages).toEqual([{ language: 'tl', level: 'C1' }]);
  });

  it('checks a photo before sending it, shows it once uploaded, and removes the CV after asking', async () => {
    const store = profileStore(makeCandidateProfile({ cv: cv() }));
    server.use(...store.handlers);
    show();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const photo = await screen.findByRole('region', { name: 'Photo' }, FIRST_PAINT);
    const input = within(photo).getByLabelText('Choose a photo');
    await user.upload(input, chosenFile('%PDF-1.7', 'me.pdf', 'application/pdf'));
    expect(input).toHaveAccessibleDescription(/Choose a JPEG, PNG or WebP picture\./);
    expect(within(photo).queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();

    await user.upload(input, chosenFile('png-bytes', 'me.png', 'image/png'));
    expect(within(photo).getByText('Not sent yet. Upload it to show it on your profile.')).toBeInTheDocument();
    await user.click(within(photo).getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Your photo is on your profile.')).toBeInTheDocument();
    expect(store.saved).toEqual([['photo', 'me.png']]);
    await waitFor(() => expect(within(photo).getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', photoUrl('2')));
    expect(screen.getByRole('heading', { level: 2, name: 'Photo' })).toHaveFocus();

    const cvCard = region('CV');
    await user.click(within(cvCard).getByRole('button', { name: 'Remove CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your CV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove CV' }));
    expect(await screen.findByText('Your CV was removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(cvCard).getByText('No CV yet.')).toBeInTheDocument());
  });

  it('says when the profile cannot be loaded and loads it again on request', async () => {
    let calls = 0;
    server.use(
      signedInAs(grace),
      http.get(apiUrl('/candidate/profile'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(makeCandidateProfile());
      }),
    );
    show();
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('We could not load your profile.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toHaveValue('Bookkeeper');
  });

  it('points other roles to their settings without asking for a profile', async () => {
    server.use(signedInAs(ada));
    show();
    expect(await screen.findByText(/The profile that employers search is for candidates/, {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to account settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
