import { act, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { renderAtPath } from '../test/memory-router';
import { useScreenFocus } from './use-screen-focus';

/** A place's screen: "Place" while it loads, then the place's name. */
function PlaceScreen() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Barking Park</h1>
  ) : (
    <>
      <h1>Place</h1>
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
    </>
  );
}

function Screens() {
  const main = useRef<HTMLElement>(null);
  const announcement = useScreenFocus(main);
  return (
    <>
      <main ref={main}>
        <Switch>
          <Route path="/">
            <h1>Explore</h1>
          </Route>
          <Route path="/saved">
            <h1>Saved</h1>
            <input aria-label="Search saved" />
          </Route>
          <Route path="/location/1" component={PlaceScreen} />
        </Switch>
      </main>
      <p data-testid="announcement">{announcement}</p>
    </>
  );
}

const renderAt = (path: string) => renderAtPath(<Screens />, path);

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('the focus after a move to another screen (docs/product.md#keyboard)', () => {
  it('stays put on the first load, then goes to the new heading and names the screen', () => {
    const go = renderAt('/');
    expect(document.body).toHaveFocus();
    expect(screen.getByTestId('announcement')).toHaveTextContent('');
    go('/saved');
    expect(heading('Saved')).toHaveFocus();
    expect(heading('Saved')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('announcement')).toHaveTextContent('Saved');
  });

  it('follows a loading heading to the one that replaces it', async () => {
    const go = renderAt('/');
    go('/location/1');
    expect(heading('Place')).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    await waitFor(() => expect(heading('Barking Park')).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByTestId('announcement')).toHaveTextContent('Barking Park'),
    );
  });

  it('leaves the focus where the person put it', async () => {
    const go = renderAt('/');
    go('/location/1');
    const finish = screen.getByRole('button', { name: 'Finish loading' });
    act(() => finish.focus());
    act(() => finish.click());
    await screen.findByRole('heading', { name: 'Barking Park' });
    await act(() => Promise.resolve());
    expect(heading('Barking Park')).not.toHaveFocus();
    expect(screen.getByTestId('announcement')).toHaveTextContent('Place');
  });
});
