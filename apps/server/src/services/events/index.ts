/**
 * Events and their nights as managers see and change them.
 * The domain's one entry: other code imports only this file (decision 184).
 */
export { confirmWeek } from './confirm-week.ts';
export { choosableProvider, getEventFormOptions } from './form-options.ts';
export { getEvent } from './get-event.ts';
export { listEvents } from './list-events.ts';
export { materializeOccurrences } from './occurrences.ts';
export { createEvent, deleteEvent, updateEvent } from './save-event.ts';
export { getSchedule } from './schedule.ts';
export { applyScheduleException, scheduleExceptionJobHandlers } from './schedule-exceptions.ts';
export { markSchedulesChecked } from './schedules-checked.ts';
export { updateOccurrence } from './update-occurrence.ts';
