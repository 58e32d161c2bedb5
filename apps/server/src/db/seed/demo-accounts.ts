import type { ProfileRole } from '@trivia/shared';

export interface DemoAccount {
  key: 'admin' | 'owner' | 'provider';
  label: string;
  email: string;
  password: string;
  name: string;
  role: ProfileRole;
}

/** The three demo sign-ins of DESIGN.md, shown on the login page when the demo data is loaded. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    label: 'Platform admin',
    email: 'admin@example.com',
    password: 'trivia-admin',
    name: 'Avery Admin',
    role: 'admin',
  },
  {
    key: 'owner',
    label: 'Venue owner',
    email: 'owner@example.com',
    password: 'trivia-owner',
    name: 'Olivia Owner',
    role: 'venue_owner',
  },
  {
    key: 'provider',
    label: 'Provider user',
    email: 'provider@example.com',
    password: 'trivia-provider',
    name: 'Parker Provider',
    role: 'venue_owner',
  },
];
