/** The 404 of a public night that is not listed (spec §4), for reports and We're coming alike. */
export const NOT_LISTED_MESSAGE = 'That trivia night is not listed.';
