import { Schedule } from '@/features/schedule/components/schedule.tsx';

export function ScheduleRoute() {
  return <Schedule />;
}
