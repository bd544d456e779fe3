import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultDistanceUnit,
  storedDistanceUnit,
  useDistanceUnit,
  withDistanceUnit,
} from './distance-unit';
import { DistanceUnitProvider } from './distance-unit-provider';

function Probe() {
  const { unit, setUnit } = useDistanceUnit();
  return (
    <button type="button" onClick={() => setUnit(unit === 'miles' ? 'kilometers' : 'miles')}>
      {unit}
    </button>
  );
}

describe('distance unit', () => {
  it.each([
    ['en-US', 'miles'],
    ['en-GB', 'miles'],
    ['de-AT', 'kilometers'],
    ['fr', 'kilometers'],
    ['en_us', 'miles'],
  ] as const)('defaults to %s → %s', (locale, unit) => {
    expect(defaultDistanceUnit(locale)).toBe(unit);
  });

  it('reads and writes the unit inside the accessibility settings, keeping other fields', () => {
    expect(storedDistanceUnit(null)).toBeNull();
    expect(storedDistanceUnit('not json')).toBeNull();
    expect(storedDistanceUnit('{"distanceUnit":"furlongs"}')).toBeNull();
    expect(storedDistanceUnit('{"distanceUnit":"miles"}')).toBe('miles');
    expect(JSON.parse(withDistanceUnit('{"textSize":4}', 'miles'))).toEqual({
      textSize: 4,
      distanceUnit: 'miles',
    });
    expect(JSON.parse(withDistanceUnit('[1]', 'kilometers'))).toEqual({
      distanceUnit: 'kilometers',
    });
  });

  it('restores the stored unit and stores a change', async () => {
    localStorage.setItem(
      'accessibility_settings',
      '{"distanceUnit":"kilometers","highContrast":true}',
    );
    render(<DistanceUnitProvider children={<Probe />} />);
    await vi.waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('kilometers'));
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('miles');
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('accessibility_settings') ?? '{}')).toEqual({
        distanceUnit: 'miles',
        highContrast: true,
      }),
    );
  });

  it('is a developer error to use the unit outside its provider (spec §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(
      'useDistanceUnit must be used within a DistanceUnitProvider',
    );
  });
});
