import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainContentId, placesListId } from '../lib/skip-targets';
import { SkipLink } from './skip-link';

function renderScreen(explore: boolean) {
  render(
    <>
      <SkipLink explore={explore} />
      <main id={mainContentId}>
        <button type="button">Filters</button>
        {explore && (
          <section id={placesListId} aria-label="Nearby">
            <a href="/location/1">Barking Park</a>
          </section>
        )}
      </main>
    </>,
  );
}

describe('the skip link (docs/product.md#keyboard)', () => {
  it('is the first Tab stop and takes Explore past its filters to the list', async () => {
    renderScreen(true);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to places' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Nearby' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Barking Park' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('takes another screen to its content', async () => {
    renderScreen(false);
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });
});
