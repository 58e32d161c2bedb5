import type { ProviderStatus } from '@trivia/shared';
import type { ContactInfo } from '../factories.ts';

export type DemoProviderKey =
  | 'nerdyTalk'
  | 'musicCity'
  | 'quizRiot'
  | 'pubQuizPros'
  | 'brainBrew'
  | 'peachState'
  | 'triviaTitans'
  | 'quizQuest';

export interface DemoProvider {
  key: DemoProviderKey;
  name: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  description: string | null;
  status: ProviderStatus;
  isActive: boolean;
  /** An object, or (as some older rows are) the same object as a JSON string. */
  contactInfo: ContactInfo | string | null;
}

/**
 * Providers with every contact-completeness case of spec §4: complete (an email), phone only,
 * research needed, no contact; one stored as a JSON string; one inactive; one awaiting approval.
 */
export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    key: 'nerdyTalk',
    name: 'Nerdy Talk',
    website: 'https://nerdytalk.example',
    phone: '(615) 555-0142',
    email: 'hello@nerdytalk.example',
    description: 'Nashville trivia and ballad bingo nights since 2014.',
    status: 'approved',
    isActive: true,
    contactInfo: {
      emails: ['hello@nerdytalk.example', 'bookings@nerdytalk.example'],
      phones: ['(615) 555-0142'],
      address: '401 Church St, Nashville, TN 37219',
      note: 'Ask for Dana about new venues.',
    },
  },
  {
    key: 'musicCity',
    name: 'Music City Trivia Co.',
    website: 'https://musiccitytrivia.example',
    phone: '(615) 555-0177',
    email: 'team@musiccitytrivia.example',
    description: 'Music, movies and general knowledge trivia across Middle Tennessee.',
    status: 'approved',
    isActive: true,
    contactInfo: {
      emails: ['team@musiccitytrivia.example'],
      phones: ['(615) 555-0177', '(615) 555-0178'],
      address: null,
      note: null,
    },
  },
  {
    key: 'quizRiot',
    name: 'Quiz Riot',
    website: 'https://quizriot.example',
    phone: '(312) 555-0110',
    email: null,
    description: null,
    status: 'approved',
    isActive: true,
    contactInfo: {
      emails: [],
      phones: ['(312) 555-0110'],
      address: null,
      note: 'Call after 2 pm.',
    },
  },
  {
    key: 'pubQuizPros',
    name: 'Pub Quiz Pros',
    website: null,
    phone: null,
    email: null,
    description: null,
    status: 'approved',
    isActive: true,
    contactInfo: JSON.stringify({
      emails: [],
      phones: [],
      address: null,
      note: 'Research needed: the website from the flyer no longer answers.',
    }),
  },
  {
    key: 'brainBrew',
    name: 'Brain Brew Trivia',
    website: null,
    phone: null,
    email: null,
    description: null,
    status: 'approved',
    isActive: true,
    contactInfo: null,
  },
  {
    key: 'peachState',
    name: 'Peach State Quiz',
    website: 'https://peachstatequiz.example',
    phone: '(404) 555-0123',
    email: 'quizmaster@peachstatequiz.example',
    description: 'Atlanta pub quizzes with a southern twist.',
    status: 'approved',
    isActive: true,
    contactInfo: {
      emails: ['quizmaster@peachstatequiz.example', 'events@peachstatequiz.example'],
      phones: ['(404) 555-0123'],
      address: '75 Marietta St NW, Atlanta, GA 30303',
      note: null,
    },
  },
  {
    key: 'triviaTitans',
    name: 'Trivia Titans',
    website: 'https://triviatitans.example',
    phone: '(512) 555-0190',
    email: 'info@triviatitans.example',
    description: 'Took a break for the season.',
    status: 'approved',
    isActive: false,
    contactInfo: {
      emails: ['info@triviatitans.example'],
      phones: [],
      address: null,
      note: 'Paused until spring.',
    },
  },
  {
    key: 'quizQuest',
    name: 'Quiz Quest Events',
    website: 'https://quizquest.example',
    phone: '(720) 555-0155',
    email: 'owner@quizquest.example',
    description: 'New in Denver: themed trivia nights.',
    status: 'pending',
    isActive: false,
    contactInfo: {
      emails: ['owner@quizquest.example'],
      phones: ['(720) 555-0155'],
      address: null,
      note: null,
    },
  },
];
