import { describe, expect, it } from 'vitest';
import { RegistrationInput } from './auth.ts';
import { EVENT_FIELDS } from './events.ts';
import { FeedInput, FeedVenue } from './feeds.ts';
import { TeamRsvpInput } from './players.ts';
import { displayNameField } from './profile.ts';
import { CONTROL_CHARACTERS_MESSAGE, foldToOneLine, singleLineText } from './text.ts';
import { CreateVenueInput, UpdateVenueInput } from './venues.ts';

describe('foldToOneLine (decision 175)', () => {
  it.each([
    ['Pub\nName', 'Pub Name'],
    ['Pub\r\nName', 'Pub Name'],
    ['Pub \r\n\r\n  Name', 'Pub Name'],
    ['Pub\u2028Name', 'Pub Name'],
    ['Pub\u2029Name', 'Pub Name'],
    ['Pub\u0085Name', 'Pub Name'],
    ['Pub\tName', 'Pub Name'],
    ['Pub\u007fName', 'Pub Name'],
    ['Pub\u009bName', 'Pub Name'],
  ])('folds %j to one line', (text, folded) => {
    expect(foldToOneLine(text)).toBe(folded);
  });

  it('leaves text on one line as it is, its own spaces included', () => {
    expect(foldToOneLine('The Crown  &  Anchor, 1 Main St')).toBe(
      'The Crown  &  Anchor, 1 Main St',
    );
  });
});

describe('singleLineText', () => {
  const field = singleLineText({ max: 20 }).min(1, 'is required');

  it('folds and trims', () => {
    expect(field.parse(' \u2028The\nCrown\r\n ')).toBe('The Crown');
  });

  it('still refuses what safeText refuses, and counts the length as given', () => {
    expect(field.safeParse('Nul\u0000Pub').error?.issues[0]?.message).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(field.safeParse('x'.repeat(21)).success).toBe(false);
    expect(field.safeParse('\r\n\u2029').error?.issues[0]?.message).toBe('is required');
  });
});

describe('every name and address a request or a feed brings is single-line', () => {
  const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  const broken = 'Two\nLines\u2028Here';
  const folded = 'Two Lines Here';

  it('venue name and address: the form, an edit, a feed', () => {
    const venue = { nameOriginal: broken, addressOriginal: broken };
    expect(CreateVenueInput.parse(venue)).toMatchObject({
      nameOriginal: folded,
      addressOriginal: folded,
    });
    expect(UpdateVenueInput.parse(venue)).toMatchObject({
      nameOriginal: folded,
      addressOriginal: folded,
    });
    expect(FeedVenue.parse({ name: broken, address: broken })).toMatchObject({
      name: folded,
      address: folded,
    });
  });

  it("an event's type and prize, a feed's name, a team's, a provider's and a person's", () => {
    expect(EVENT_FIELDS.eventType.parse(broken)).toBe(folded);
    expect(EVENT_FIELDS.prizeDescription.parse(broken)).toBe(folded);
    expect(FeedInput.parse({ providerId: ID, name: broken, format: 'csv' }).name).toBe(folded);
    expect(
      TeamRsvpInput.parse({ eventId: ID, date: '2026-12-01', teamName: broken }).teamName,
    ).toBe(folded);
    const registration = RegistrationInput.parse({
      fullName: broken,
      email: 'pat@example.com',
      password: 'a long password',
      providerName: broken,
    });
    expect([registration.fullName, registration.providerName]).toEqual([folded, folded]);
    expect(displayNameField.parse(broken)).toBe(folded);
  });
});
