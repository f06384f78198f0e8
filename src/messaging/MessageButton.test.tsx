import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, problem } from '../../tests/doubles/api';
import { nextId } from '../../tests/doubles/fixtures/ids';
import { bookkeeperJob, graceAsOther, makeConversation, type Conversation } from '../../tests/doubles/fixtures/messages';
import { HeldCalls } from '../../tests/doubles/held-calls';
import { ada } from '../../tests/doubles/fixtures/accounts';
import { signedInAs } from '../../tests/doubles/session';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { MessageButton } from './MessageButton';

// Two shared cores run many suites at once: give slow renders room, fail only on real hangs.
configure({ asyncUtilTimeout: 8000 });

// Ada is the employer; her applicant Grace is the other person.
const server = mockApi(signedInAs(ada));
const APPLICATION = nextId();

/** The conversation POST /conversations answers, about the application above. */
const conversation = (id: string) => makeConversation({ id, about: { kind: 'application', id: APPLICATION, job: bookkeeperJob } });

function renderButton() {
  return renderRoutes(
    [
      { path: '/applicants', element: <MessageButton about="application" subjectId={APPLICATION} name={graceAsOther.name} job={bookkeeperJob.title} /> },
      { path: '/Messages/:conversationId', element: <h1>The conversation</h1> },
    ],
    '/applicants',
  );
}

describe('MessageButton', { timeout: 30_000 }, () => {
  it('starts the conversation once on a double click, then opens it', async () => {
    const calls = new HeldCalls<Conversation>();
    const asked: unknown[] = [];
    server.use(
      api.post('/conversations', async ({ request, response }) => {
        asked.push(await request.json());
        return response(201).json(await calls.take());
      }),
    );
    const { router } = renderButton();
    const button = screen.getByRole('button', { name: 'Message Grace Hopper about Bookkeeper' });
    expect(button).toHaveTextContent('Message');

    await userEvent.dblClick(button);
    await calls.arrival();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const started = nextId();
    await calls.release(conversation(started));

    await screen.findByRole('heading', { name: 'The conversation' });
    expect(router.state.location.pathname).toBe(`/Messages/${started}`);
    expect(asked).toEqual([{ about: 'application', id: APPLICATION }]);
  });

  it('says why the server refused, in its words, and lets the person try again', async () => {
    let asked = 0;
    server.use(
      api.post('/conversations', () => {
        asked += 1;
        return problem(409, 'APPLICATION_CLOSED', 'This application is closed.');
      }),
    );
    const { router } = renderButton();
    const button = screen.getByRole('button', { name: 'Message Grace Hopper about Bookkeeper' });
    await userEvent.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t open your conversation with Grace Hopper. This application is closed.');
    expect(router.state.location.pathname).toBe('/applicants');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await screen.findByRole('alert');
    expect(asked).toBe(2);
  });
});
