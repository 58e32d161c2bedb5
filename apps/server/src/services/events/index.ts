/**
 * Events and their nights as managers see and change them.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { confirmWeek } from './confirm-week.ts';
export { getEventFormOptions } from './form-options.ts';
export { getEvent } from './get-event.ts';
export { listEvents } from './list-events.ts';
export { createEvent, deleteEvent, updateEvent } from './save-event.ts';
export { getSchedule } from './schedule.ts';
export { applyScheduleException, scheduleExceptionJobHandlers } from './schedule-exceptions.ts';
export { updateOccurrence } from './update-occurrence.ts';
