import { z } from 'zod';

export const mapConfigSchema = z.object({
  /** A Leaflet tile URL template: `{z}/{x}/{y}`, maybe `{s}` subdomains and `{r}` for retina. */
  tileUrl: z.string().min(1),
  /** The credit shown on the map, as HTML (a link to the tiles' licence). */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/**
 * OpenStreetMap's own tile server and the credit its licence asks for (docs/product.md#map): the
 * server's default, and what the app falls back to when it cannot ask (offline).
 */
export const openStreetMapConfig: MapConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
