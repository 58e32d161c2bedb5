import { ProfilePage } from '@/features/profile/components/profile-page.tsx';

export function ProfileRoute() {
  return <ProfilePage />;
}
