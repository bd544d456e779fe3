-- pg_trgm gives the trigram GIN indexes behind the nearby search (`q`). A trusted extension in
-- PostgreSQL 13+, so the database owner can create it; PGlite bundles it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
