import { dogSizes, placeCategories, type PlaceCategory } from '@waggle/shared/domain';
import type { NewPlaceRow } from '../modules/places/columns';

interface City {
  city: string;
  country: string;
  lat: number;
  lng: number;
  areas: readonly string[];
}

const cities: readonly City[] = [
  {
    city: 'London',
    country: 'United Kingdom',
    lat: 51.5074,
    lng: -0.1278,
    areas: ['Soho', 'Covent Garden', 'Marylebone', 'Bloomsbury', 'Southwark', 'Pimlico'],
  },
  {
    city: 'Manchester',
    country: 'United Kingdom',
    lat: 53.4808,
    lng: -2.2426,
    areas: ['Ancoats', 'Northern Quarter', 'Chorlton', 'Didsbury'],
  },
  {
    city: 'Paris',
    country: 'France',
    lat: 48.8566,
    lng: 2.3522,
    areas: ['Le Marais', 'Montmartre', 'Belleville', 'Batignolles'],
  },
  {
    city: 'Berlin',
    country: 'Germany',
    lat: 52.52,
    lng: 13.405,
    areas: ['Kreuzberg', 'Prenzlauer Berg', 'Neukölln', 'Friedrichshain'],
  },
  {
    city: 'Salzburg',
    country: 'Austria',
    lat: 47.8095,
    lng: 13.055,
    areas: ['Altstadt', 'Lehen', 'Maxglan', 'Aigen'],
  },
  {
    city: 'New York',
    country: 'United States',
    lat: 40.7128,
    lng: -74.006,
    areas: ['Tribeca', 'Williamsburg', 'Astoria', 'Park Slope'],
  },
  {
    city: 'San Francisco',
    country: 'United States',
    lat: 37.7749,
    lng: -122.4194,
    areas: ['Mission', 'Presidio', 'Noe Valley', 'Sunset'],
  },
  {
    city: 'Sydney',
    country: 'Australia',
    lat: -33.8688,
    lng: 151.2093,
    areas: ['Bondi', 'Newtown', 'Manly', 'Surry Hills'],
  },
];

const nameTemplates: Record<PlaceCategory, readonly string[]> = {
  dog_park: ['{area} Dog Run', '{area} Off-Lead Paddock'],
  park: ['{area} Green', '{area} Common'],
  beach: ['{area} Dog Beach', '{area} Riverside Shore'],
  trail: ['{area} Woodland Trail', '{area} Canal Path'],
  cafe: ['Bark & Brew {area}', 'The Muddy Paw Café'],
  restaurant: ['The Wagging Table', 'Trattoria {area}'],
  bar: ['The Hound & Hare', '{area} Taproom'],
  hotel: ['{area} Hotel', 'The Kennel House Hotel'],
  shop: ['{area} Pet Supplies', 'Good Boy Goods'],
  vet: ['{area} Veterinary Clinic', 'Paws & Claws Vets'],
  groomer: ['{area} Dog Spa', 'Fluff & Tumble Grooming'],
  other: ['{area} Dog Wash Station', '{area} Community Water Point'],
};

const descriptions: Record<PlaceCategory, string> = {
  dog_park: 'Enclosed space for dogs to run and play, with benches for their people.',
  park: 'Green space with wide lawns and shady paths; dogs welcome on the main routes.',
  beach: 'Stretch of shore where dogs may paddle; check seasonal restrictions.',
  trail: 'Walking route with varied terrain and places to stop for water.',
  cafe: 'Coffee, pastries and a water bowl by the door; dogs welcome at the tables.',
  restaurant: 'Relaxed dining with dog-friendly seating and treats on request.',
  bar: 'Neighbourhood bar where well-behaved dogs are regulars.',
  hotel: 'Dog-friendly rooms with beds and bowls on request.',
  shop: 'Food, toys and accessories; dogs can come in and sniff around.',
  vet: 'Veterinary practice offering check-ups, vaccinations and emergency advice.',
  groomer: 'Baths, trims and nail clipping by appointment.',
  other: 'Handy stop for dogs on the move.',
};

const triState = [true, false, null] as const;

/** The demo set a first start seeds: every category in several cities, mixed dog-policy values. */
export function buildDemoPlaces(): NewPlaceRow[] {
  const rows: NewPlaceRow[] = [];
  cities.forEach((city, cityIndex) => {
    placeCategories.forEach((category, categoryIndex) => {
      const templates = nameTemplates[category];
      templates.forEach((template, variant) => {
        const n = cityIndex * 31 + categoryIndex * 7 + variant * 3;
        const area = city.areas[(categoryIndex + variant) % city.areas.length] ?? city.city;
        // Spread places over a few kilometres around the centre, on a fixed pattern.
        const angle = (n * 137.5 * Math.PI) / 180;
        const radiusDeg = 0.004 + ((n * 7) % 40) / 1000;
        rows.push({
          name: template.replace('{area}', area),
          description: descriptions[category],
          category,
          address: area,
          city: city.city,
          country: city.country,
          lat: Number((city.lat + radiusDeg * Math.sin(angle)).toFixed(6)),
          lng: Number((city.lng + radiusDeg * 1.5 * Math.cos(angle)).toFixed(6)),
          openingHours: category === 'vet' ? 'Mo-Fr 08:00-19:00; Sa 09:00-13:00' : null,
          dogsInside: triState[n % 3] ?? null,
          offLeash: triState[(n + 1) % 3] ?? null,
          fenced: triState[(n + 2) % 3] ?? null,
          waterBowls: triState[(n >> 1) % 3] ?? null,
          maxDogSize: n % 4 === 0 ? null : (dogSizes[n % dogSizes.length] ?? null),
          source: 'admin',
          sourceRef: `demo:${city.city}:${category}:${variant}`,
        });
      });
    });
  });
  return rows;
}
