import { mapConfigSchema } from '../map-config';
import { defineEndpoint } from './endpoint';
import { mapConfigPath } from './paths';

/** The deployment's map tiles and their credit (MAP_TILE_URL, MAP_ATTRIBUTION). */
export const mapConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: mapConfigPath,
  response: mapConfigSchema,
  access: 'anyone',
});
