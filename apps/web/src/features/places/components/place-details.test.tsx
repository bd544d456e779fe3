import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeFixture } from '../../../test/place-fixture';
import { PlaceDetails } from './place-details';

describe('place details', () => {
  it('says when a moderator last verified the place, as a readable date', () => {
    render(
      <PlaceDetails
        place={placeFixture({ id: 1, lastVerifiedAt: '2026-03-05T10:00:00.000Z' })}
        distance="Very nearby"
      />,
    );
    expect(screen.getByText(/^Last verified/)).toHaveTextContent('Last verified 5 March 2026');
  });

  it('says nothing about verification for a place never verified', () => {
    render(<PlaceDetails place={placeFixture({ id: 1 })} distance="Very nearby" />);
    expect(screen.queryByText(/Last verified/)).not.toBeInTheDocument();
  });

  it('names the dog policy as the forms do, with the largest size in words and kilograms', () => {
    render(
      <PlaceDetails
        place={placeFixture({ id: 1, offLeash: true, fenced: false, maxDogSize: 'large' })}
        distance="Very nearby"
      />,
    );
    const policy = screen.getByRole('region', { name: 'Dog policy' });
    const rows = within(policy)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Dogs allowed inside: Unknown',
      'Off-leash allowed: Yes',
      'Fenced: No',
      'Water bowls: Unknown',
      'Largest dog allowed: Large (25–45 kg)',
    ]);
  });

  it('says the largest dog is unknown when nobody said', () => {
    render(<PlaceDetails place={placeFixture({ id: 1 })} distance="Very nearby" />);
    expect(screen.getByText('Largest dog allowed').nextElementSibling).toHaveTextContent('Unknown');
  });
});
