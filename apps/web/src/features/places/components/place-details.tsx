import type { Place } from '@waggle/shared/places';
import { BadgeCheck, Globe, MapPin, Navigation, Phone, Star } from 'lucide-react';
import { dogSizeText } from '@waggle/shared/domain';
import { placeFieldLabels } from '@waggle/shared/place-fields';
import { CategoryBadge } from '../../../components/ui/category-badge';
import { filledStarClasses } from '../../../lib/palette';
import { policyText, unknownText } from '../labels';
import { dayText } from '../../../lib/dates';

// Called as the forms call them (placeFieldLabels), so a suggested change reads the same here.
const policyFields = ['dogsInside', 'offLeash', 'fenced', 'waterBowls'] as const;

/** A website worth linking to: http(s) only, never `javascript:` and the like. */
function webAddress(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function Website({ text }: { text: string }) {
  const url = webAddress(text);
  if (!url) return <span>{text}</span>;
  return (
    <a href={url.href} target="_blank" rel="noreferrer" className="underline">
      {url.host.replace(/^www\./, '')}
    </a>
  );
}

/** The place's header, photo, description, dog policy, hours and contacts. */
export function PlaceDetails({ place, distance }: { place: Place; distance: string }) {
  return (
    <article>
      {place.coverImageUrl && (
        <img
          src={place.coverImageUrl}
          alt=""
          width="800"
          height="450"
          className="mt-4 aspect-video w-full rounded-2xl object-cover"
        />
      )}
      <header className="pt-6 pb-4">
        <CategoryBadge category={place.category} />
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 dark:text-stone-50">
          {place.name}
        </h1>
        <p className="mt-1 flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {[place.address, place.city, place.country].filter(Boolean).join(', ') ||
            'Address unknown'}
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm font-medium text-stone-800 dark:text-stone-200">
          <Navigation aria-hidden="true" className="size-4 shrink-0" />
          {distance}
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
          <Star aria-hidden="true" className={`size-4 ${filledStarClasses}`} />
          {place.ratingCount > 0
            ? `${place.ratingAvg.toFixed(1)} from ${place.ratingCount} ${place.ratingCount === 1 ? 'review' : 'reviews'}`
            : 'No reviews yet'}
        </p>
        {place.lastVerifiedAt && (
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            Last verified{' '}
            <time dateTime={place.lastVerifiedAt}>{dayText(place.lastVerifiedAt)}</time>
          </p>
        )}
      </header>
      {place.description && (
        <p className="text-stone-800 dark:text-stone-200">{place.description}</p>
      )}
      <section className="mt-6" aria-labelledby="dog-policy">
        <h2 id="dog-policy" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          Dog policy
        </h2>
        <dl className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200 dark:divide-stone-800 dark:border-stone-800">
          {policyFields.map((key) => (
            <div key={key} className="flex justify-between px-4 py-3 text-sm">
              <dt className="text-stone-700 dark:text-stone-300">{placeFieldLabels[key]}</dt>
              <dd className="font-medium text-stone-900 dark:text-stone-100">
                {policyText(place[key])}
              </dd>
            </div>
          ))}
          <div className="flex justify-between px-4 py-3 text-sm">
            <dt className="text-stone-700 dark:text-stone-300">{placeFieldLabels.maxDogSize}</dt>
            <dd className="font-medium text-stone-900 dark:text-stone-100">
              {place.maxDogSize ? dogSizeText(place.maxDogSize) : unknownText}
            </dd>
          </div>
        </dl>
      </section>
      {place.openingHours && (
        <section className="mt-6" aria-labelledby="hours">
          <h2 id="hours" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            Opening hours
          </h2>
          <p className="mt-1 text-sm text-stone-800 dark:text-stone-200">{place.openingHours}</p>
        </section>
      )}
      {(place.website || place.phone) && (
        <section className="mt-6" aria-labelledby="contact">
          <h2 id="contact" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
            Contact
          </h2>
          <ul className="mt-1 grid gap-1 text-sm">
            {place.website && (
              <li className="flex items-center gap-2">
                <Globe aria-hidden="true" className="size-4 shrink-0" />
                <Website text={place.website} />
              </li>
            )}
            {place.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <a href={`tel:${place.phone.replace(/\s+/g, '')}`} className="underline">
                  {place.phone}
                </a>
              </li>
            )}
          </ul>
        </section>
      )}
      {place.source === 'osm' && (
        <p className="mt-8 text-xs text-stone-600 dark:text-stone-400">
          Place data ©{' '}
          <a
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            OpenStreetMap contributors
          </a>
        </p>
      )}
    </article>
  );
}
