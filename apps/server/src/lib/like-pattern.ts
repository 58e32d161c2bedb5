/**
 * A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` are wildcards in LIKE, so they are
 * escaped and searched for literally.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
