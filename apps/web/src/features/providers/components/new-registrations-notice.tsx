import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

/** "N new registrations", with "Mark all as read" (the badge in the navigation goes too). */
export function NewRegistrationsNotice({ count }: { count: number }) {
  const markRead = useMarkNotificationsRead();
  if (count === 0 && !markRead.isError) return null;
  return (
    <div className="space-y-3">
      {count > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/60 bg-surface-2 px-4 py-3">
          <div>
            <p className="font-semibold">
              {count === 1 ? '1 new registration' : `${count} new registrations`}
            </p>
            <p className="text-sm text-muted">Registrations awaiting approval are listed first.</p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate()}
          >
            {markRead.isPending ? 'Marking...' : 'Mark all as read'}
          </Button>
        </div>
      ) : null}
      {markRead.isError ? (
        <Alert tone="error">{errorMessage(markRead.error, 'Failed to mark as read')}</Alert>
      ) : null}
    </div>
  );
}
