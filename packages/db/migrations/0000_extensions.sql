-- cube + earthdistance give ll_to_earth() and the GiST KNN operator used by the nearby query.
-- Both ship with PostgreSQL's contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
