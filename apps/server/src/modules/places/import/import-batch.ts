import type { FeatureOutcome, ImportedPlace, PlaceRef } from './geojson-features';

/** Places as the import repository writes them: a JSON array of ImportedPlace. */
export interface EncodedPlaces {
  json: string;
  count: number;
}

/** Which kinds of places a file holds: `--retire-missing` retires only among those. */
export interface SourcesSeen {
  osm: boolean;
  plainGeoJson: boolean;
}

/** A batch of features, sorted into what the database must hear about. */
export interface ImportBatch {
  /**
   * Distinct by ref: the same object twice in a batch is written once, as it came first — as
   * across batches (overpass gives a way's polygon before its centre point).
   */
  places: EncodedPlaces;
  /** Refs of `dog=no` features: places an earlier import may have made. */
  refusing: PlaceRef[];
  sources: SourcesSeen;
  /** Features that repeat an object already in this batch. */
  repeated: number;
  unplaceable: number;
  refusesDogs: number;
}

export function sortFeatures(outcomes: readonly FeatureOutcome[]): ImportBatch {
  const places = new Map<string, ImportedPlace>();
  const refusing: PlaceRef[] = [];
  const sources: SourcesSeen = { osm: false, plainGeoJson: false };
  const see = (ref: PlaceRef) => {
    if (ref.source === 'osm') sources.osm = true;
    else sources.plainGeoJson = true;
  };
  let repeated = 0;
  let unplaceable = 0;
  let refusesDogs = 0;
  for (const outcome of outcomes) {
    switch (outcome.kind) {
      case 'place': {
        const key = `${outcome.place.source}:${outcome.place.sourceRef}`;
        see(outcome.place);
        if (places.has(key)) repeated += 1;
        else places.set(key, outcome.place);
        break;
      }
      case 'refuses-dogs':
        refusesDogs += 1;
        if (outcome.ref) {
          see(outcome.ref);
          refusing.push(outcome.ref);
        }
        break;
      case 'unplaceable':
        unplaceable += 1;
        break;
    }
  }
  const distinct = [...places.values()];
  return {
    places: { json: JSON.stringify(distinct), count: distinct.length },
    refusing,
    sources,
    repeated,
    unplaceable,
    refusesDogs,
  };
}
