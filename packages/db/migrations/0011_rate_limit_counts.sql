-- UNLOGGED, added by hand to the generated statement (drizzle-kit cannot say it): the shared
-- rate-limit counts change many times a second and are worth nothing after a crash, which empties
-- an unlogged table; they skip the write-ahead log, and so streaming replicas, which never read them.
CREATE UNLOGGED TABLE "rate_limit_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
