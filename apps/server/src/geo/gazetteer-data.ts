/**
 * The compact US gazetteer (decision 010), as derived by `derive-gazetteer.ts` and cached on disk.
 * Columns rather than rows: parsing a few long arrays and strings leaves far less garbage (and
 * resident memory) behind than tens of thousands of small objects.
 */
export interface GazetteerData {
  towns: {
    /** Town names joined by newlines. */
    names: string;
    /** Two-letter state codes, concatenated. */
    states: string;
    latitudes: number[];
    longitudes: number[];
    /** 0 when unknown (towns known only by their ZIP codes). */
    populations: number[];
    /** How much a town's kind weighs in the ranking: a capital or county seat more than a suburb. */
    weights: number[];
    /** GeoNames ids; 0 for towns known only by their ZIP codes. */
    ids: number[];
  };
  zips: {
    /** Five-digit ZIP codes, sorted, concatenated. */
    codes: string;
    /** The ZIP's town, as an index into `townNames`. */
    towns: number[];
    /** Town names of ZIPs, joined by newlines. */
    townNames: string;
    states: string;
    latitudes: number[];
    longitudes: number[];
  };
}

/**
 * How place names and queries are compared: lower case, accents dropped, apostrophes and periods
 * removed ("St. Mary's" → "st marys"), any other punctuation a single space.
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** One spelling for names that have two ("Saint Louis" and "St. Louis" are one town). */
export function canonicalPlaceName(text: string): string {
  return normalizePlaceName(text)
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bmount\b/g, 'mt')
    .replace(/\bfort\b/g, 'ft');
}
