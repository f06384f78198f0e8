import { Text } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { FormProblem } from './FormProblem';
import { renderWithUi } from './render-with-ui';

describe('FormProblem', () => {
  it('reads the reason out at once', () => {
    renderWithUi(<FormProblem>We could not reach the server.</FormProblem>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^We could not reach the server\.$/);
  });

  it('says what went wrong before the reason, and keeps a way on inside', () => {
    renderWithUi(
      <FormProblem title="Not saved">
        <Text>You already have an estimate with this name.</Text>
        <Button>Try again</Button>
      </FormProblem>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.firstElementChild?.firstElementChild).toHaveTextContent(/^Not saved$/);
    expect(alert).toHaveTextContent('You already have an estimate with this name.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('can describe a form, and take focus when the page moves it there', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithUi(
      <form aria-describedby="card-problem">
        <FormProblem id="card-problem" ref={ref} tabIndex={-1}>
          The card was declined.
        </FormProblem>
      </form>,
    );
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'card-problem');
  });
});
