DROP INDEX "places_earth_gist";--> statement-breakpoint
CREATE INDEX "places_plane_gist" ON "places" USING gist (point(radians("lng"), asinh(tan(radians("lat")))));--> statement-breakpoint
CREATE INDEX "places_name_trgm" ON "places" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_address_trgm" ON "places" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_city_trgm" ON "places" USING gin ("city" gin_trgm_ops);