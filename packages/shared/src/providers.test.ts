import { describe, expect, it } from 'vitest';
import {
  type ContactBadge,
  type ContactInfo,
  ContactInfoInput,
  canReviewProvider,
  contactBadge,
  countProviderContacts,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  type ProviderDecision,
  readContactInfo,
} from './providers.ts';

const info = (overrides: Partial<ContactInfo> = {}): ContactInfo => ({
  emails: [],
  phones: [],
  address: null,
  note: null,
  ...overrides,
});

describe('the completeness badge (spec §4)', () => {
  it.each<[string, Partial<ContactInfo>, ContactBadge]>([
    ['an email', { emails: ['a@b.co'] }, 'Complete'],
    ['an email and phones', { emails: ['a@b.co'], phones: ['615 555 0142'] }, 'Complete'],
    [
      'an email, even when the note asks for research',
      { emails: ['a@b.co'], note: 'research needed' },
      'Complete',
    ],
    ['phones only', { phones: ['(615) 555-0142'] }, 'Phone Only'],
    [
      'phones, even when the note asks for research',
      { phones: ['615 555 0142'], note: 'Research needed' },
      'Phone Only',
    ],
    ['"research needed" in the note', { note: 'research needed' }, 'Research Needed'],
    [
      '"Research Needed" in any case',
      { note: 'Flyer only. RESEARCH NEEDED before March.' },
      'Research Needed',
    ],
    ['the phrase across a line break', { note: 'Research\nneeded' }, 'Research Needed'],
    ['a note without the phrase', { note: 'Call after 2 pm.' }, 'No Contact'],
    ['the words apart', { note: 'needed: research' }, 'No Contact'],
    ['nothing', {}, 'No Contact'],
  ])('%s → %s', (_, overrides, badge) => {
    expect(contactBadge(info(overrides))).toBe(badge);
  });
});

describe('reading stored contact_info (spec §3)', () => {
  const stored = {
    emails: ['hello@nerdytalk.example', 'bookings@nerdytalk.example'],
    phones: ['(615) 555-0142'],
    address: '401 Church St, Nashville, TN 37219',
    note: 'Ask for Dana.',
  };

  it.each<[string, unknown, ContactInfo, boolean]>([
    ['an object', stored, stored, false],
    ['the object as a JSON string', JSON.stringify(stored), stored, false],
    ['the object encoded twice', JSON.stringify(JSON.stringify(stored)), stored, false],
    ['null (nothing stored)', null, info(), false],
    ['undefined', undefined, info(), false],
    [
      'an object with some fields',
      { phones: ['615 555 0100'] },
      info({ phones: ['615 555 0100'] }),
      false,
    ],
    [
      'blank entries and padding, tidied',
      { emails: [' a@b.co ', ''], address: '  ', note: ' hi ' },
      info({ emails: ['a@b.co'], note: 'hi' }),
      false,
    ],
    [
      'an object with unknown fields',
      { emails: ['a@b.co'], fax: '1' },
      info({ emails: ['a@b.co'] }),
      false,
    ],
    ['text that is not JSON', 'not json {', info(), true],
    ['an empty string', '', info(), true],
    ['a number', 42, info(), true],
    ['a boolean', true, info(), true],
    ['a list', ['a@b.co'], info(), true],
    ['a JSON string of a list', '["a@b.co"]', info(), true],
    ['a JSON string of a number', '7', info(), true],
    [
      'fields of the wrong type (what can be read is kept)',
      { emails: 'a@b.co', phones: ['615 555 0100', 7], address: 12, note: 'ok' },
      info({ phones: ['615 555 0100'], note: 'ok' }),
      true,
    ],
  ])('%s', (_, value, contactInfo, wasMalformed) => {
    expect(readContactInfo(value)).toEqual({ contactInfo, wasMalformed });
  });
});

describe('the tiles', () => {
  it('counts providers with an email, with a phone, and those needing research', () => {
    const providers = [
      info({ emails: ['a@b.co'], phones: ['615 555 0100'] }),
      info({ emails: ['c@d.co'] }),
      info({ phones: ['615 555 0101'] }),
      info({ note: 'research needed' }),
      info(),
    ].map((contactInfo) => ({ contactInfo, badge: contactBadge(contactInfo) }));
    expect(countProviderContacts(providers)).toEqual({
      total: 5,
      withEmail: 2,
      withPhone: 2,
      needResearch: 2,
    });
    expect(countProviderContacts([])).toEqual({
      total: 0,
      withEmail: 0,
      withPhone: 0,
      needResearch: 0,
    });
  });
});

describe('reviewing a registration', () => {
  it.each<[Parameters<typeof canReviewProvider>[0], ProviderDecision, boolean]>([
    ['pending', 'approve', true],
    ['pending', 'reject', true],
    ['rejected', 'approve', true],
    ['rejected', 'reject', false],
    ['approved', 'approve', false],
    ['approved', 'reject', false],
  ])('%s → %s: %s', (status, decision, allowed) => {
    expect(canReviewProvider(status, decision)).toBe(allowed);
  });
});

describe('ContactInfoInput', () => {
  it('trims, drops repeats (emails without case, phones by digits) and empties text to null', () => {
    expect(
      ContactInfoInput.parse({
        emails: [' Team@Quiz.example ', 'team@quiz.example', 'other@quiz.example'],
        phones: ['(615) 555-0142', '615.555.0142', '+1 615 555 0143'],
        address: '  ',
        note: ' Call after 2 pm. ',
      }),
    ).toEqual({
      emails: ['Team@Quiz.example', 'other@quiz.example'],
      phones: ['(615) 555-0142', '+1 615 555 0143'],
      address: null,
      note: 'Call after 2 pm.',
    });
  });

  it('reads missing lists as empty and missing text as null', () => {
    expect(ContactInfoInput.parse({})).toEqual({
      emails: [],
      phones: [],
      address: null,
      note: null,
    });
  });

  it.each<[string, unknown, string, string]>([
    ['an invalid email', { emails: ['a@b.co', 'not-an-email'] }, 'emails.1', INVALID_EMAIL_MESSAGE],
    ['an empty email', { emails: [''] }, 'emails.0', INVALID_EMAIL_MESSAGE],
    ['a number as email', { emails: [5] }, 'emails.0', INVALID_EMAIL_MESSAGE],
    [
      'eleven emails',
      { emails: Array.from({ length: 11 }, (_, i) => `a${i}@b.co`) },
      'emails',
      'At most 10 email addresses',
    ],
    [
      'emails that are not a list',
      { emails: 'a@b.co' },
      'emails',
      'Enter a list of email addresses',
    ],
    ['a phone with letters', { phones: ['615-CALL-NOW'] }, 'phones.0', INVALID_PHONE_MESSAGE],
    ['a phone of 6 characters', { phones: ['555014'] }, 'phones.0', INVALID_PHONE_MESSAGE],
    ['a phone of 21 characters', { phones: ['1'.repeat(21)] }, 'phones.0', INVALID_PHONE_MESSAGE],
    ['a phone of punctuation', { phones: ['(---) ---'] }, 'phones.0', INVALID_PHONE_MESSAGE],
    [
      'eleven phones',
      { phones: Array.from({ length: 11 }, (_, i) => `615 555 01${10 + i}`) },
      'phones',
      'At most 10 phone numbers',
    ],
    ['a long address', { address: 'x'.repeat(301) }, 'address', 'At most 300 characters'],
    ['a long note', { note: 'x'.repeat(2001) }, 'note', 'At most 2000 characters'],
    ['a note that is not text', { note: 3 }, 'note', 'Enter text, or leave it empty'],
  ])('refuses %s, naming the field', (_, input, field, message) => {
    const result = ContactInfoInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('accepts the limits themselves', () => {
    expect(
      ContactInfoInput.safeParse({
        emails: Array.from({ length: 10 }, (_, i) => `a${i}@b.co`),
        phones: ['5550142', '1'.repeat(20)],
        address: 'x'.repeat(300),
        note: 'x'.repeat(2000),
      }).success,
    ).toBe(true);
  });
});
