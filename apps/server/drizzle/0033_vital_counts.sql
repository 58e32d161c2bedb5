CREATE TABLE "vital_counts" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vital_counts_pkey" PRIMARY KEY("day","route","metric","bucket"),
	CONSTRAINT "vital_counts_route_check" CHECK (route in ('/', '/trivia-near-:place', '/trivia-at-:venue', '/trivia-by-:provider')),
	CONSTRAINT "vital_counts_metric_check" CHECK (metric in ('LCP', 'INP', 'CLS', 'TTFB')),
	CONSTRAINT "vital_counts_bucket_check" CHECK (bucket between 0 and 100)
);
