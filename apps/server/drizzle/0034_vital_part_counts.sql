CREATE TABLE "vital_part_counts" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"part" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vital_part_counts_pkey" PRIMARY KEY("day","route","metric","part"),
	CONSTRAINT "vital_part_counts_route_check" CHECK (route in ('/', '/trivia-near-:place', '/trivia-at-:venue', '/trivia-by-:provider')),
	CONSTRAINT "vital_part_counts_part_check" CHECK ((metric = 'LCP' and part in ('timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay')) or (metric = 'INP' and part in ('inputDelay', 'processingDuration', 'presentationDelay')) or (metric = 'CLS' and part in ('loading', 'dom-interactive', 'dom-content-loaded', 'complete')) or (metric = 'TTFB' and part in ('waitingDuration', 'cacheDuration', 'dnsDuration', 'connectionDuration', 'requestDuration')))
);
