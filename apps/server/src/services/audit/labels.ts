import { formatTime } from '@trivia/shared';

/** How an event is named in the history: 'Trivia, Thursday 7:00 PM'. */
export function eventLabel(event: {
  eventType: string;
  dayOfWeek: string;
  startTime: string;
}): string {
  return `${event.eventType}, ${event.dayOfWeek} ${formatTime(event.startTime)}`;
}
