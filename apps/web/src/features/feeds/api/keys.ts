/** The feeds feature's query keys. */
export const feedKeys = {
  all: ['feeds'] as const,
  list: ['feeds', 'list'] as const,
  reviews: ['feeds', 'reviews'] as const,
  proposals: ['feeds', 'proposals'] as const,
  providerOptions: ['feeds', 'provider-options'] as const,
  duplicates: ['venue-duplicates'] as const,
};

/**
 * Other screens that show what a feed, an answer or a merge changes (named here: features don't
 * import each other).
 */
export const RELATED_KEYS = [
  ['events'],
  ['venues'],
  ['schedule'],
  ['dashboard'],
  ['reports'],
  ['activity'],
  ['history'],
] as const;
