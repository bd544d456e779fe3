import { render, screen } from '@testing-library/react';
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
    expect(screen.getByText(/^Last verified/)).toHaveTextContent('Last verified March 5, 2026');
  });

  it('says nothing about verification for a place never verified', () => {
    render(<PlaceDetails place={placeFixture({ id: 1 })} distance="Very nearby" />);
    expect(screen.queryByText(/Last verified/)).not.toBeInTheDocument();
  });
});
