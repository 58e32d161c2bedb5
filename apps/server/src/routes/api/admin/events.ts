import {
  ConfirmWeekInput,
  ConfirmWeekResult,
  EventDetail,
  EventFormOptions,
  EventInput,
  EventListQuery,
  EventListResponse,
  OccurrenceRecord,
  ScheduleExceptionInput,
  ScheduleExceptionResult,
  ScheduleQuery,
  ScheduleResponse,
  UpdateOccurrenceInput,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../lib/guards.ts';
import {
  applyScheduleException,
  confirmWeek,
  createEvent,
  deleteEvent,
  getEvent,
  getEventFormOptions,
  getSchedule,
  listEvents,
  updateEvent,
  updateOccurrence,
} from '../../../services/events/index.ts';

const EventParams = z.object({ eventId: z.uuid('must be an event id') });
const OccurrenceParams = z.object({ occurrenceId: z.uuid('must be an occurrence id') });

/** Events (spec §2 events screens), the schedule and its nights; every rule of §6 in the services. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    { schema: { querystring: EventListQuery, response: { 200: EventListResponse } } },
    async (request) =>
      listEvents({ db: app.db, actor: await requireActor(request), query: request.query }),
  );

  app.get(
    '/events/form-options',
    { schema: { response: { 200: EventFormOptions } } },
    async (request) => getEventFormOptions({ db: app.db, actor: await requireActor(request) }),
  );

  app.post(
    '/events',
    { schema: { body: EventInput, response: { 201: EventDetail } } },
    async (request, reply) => {
      const event = await createEvent({
        db: app.db,
        actor: await requireActor(request),
        input: request.body,
      });
      return reply.status(201).send(event);
    },
  );

  app.get(
    '/events/:eventId',
    { schema: { params: EventParams, response: { 200: EventDetail } } },
    async (request) =>
      getEvent({ db: app.db, actor: await requireActor(request), eventId: request.params.eventId }),
  );

  app.put(
    '/events/:eventId',
    { schema: { params: EventParams, body: EventInput, response: { 200: EventDetail } } },
    async (request) =>
      updateEvent({
        db: app.db,
        actor: await requireActor(request),
        eventId: request.params.eventId,
        input: request.body,
      }),
  );

  app.delete('/events/:eventId', { schema: { params: EventParams } }, async (request, reply) => {
    await deleteEvent({
      db: app.db,
      actor: await requireActor(request),
      eventId: request.params.eventId,
    });
    return reply.status(204).send();
  });

  app.get(
    '/schedule',
    { schema: { querystring: ScheduleQuery, response: { 200: ScheduleResponse } } },
    async (request) =>
      getSchedule({ db: app.db, actor: await requireActor(request), query: request.query }),
  );

  app.patch(
    '/occurrences/:occurrenceId',
    {
      schema: {
        params: OccurrenceParams,
        body: UpdateOccurrenceInput,
        response: { 200: OccurrenceRecord },
      },
    },
    async (request) => {
      const occurrence = await updateOccurrence({
        db: app.db,
        actor: await requireActor(request),
        occurrenceId: request.params.occurrenceId,
        input: request.body,
      });
      return {
        id: occurrence.id,
        eventId: occurrence.eventId,
        date: occurrence.occurrenceDate,
        status: occurrence.status,
        notes: occurrence.notes,
        confirmedAt: occurrence.confirmedAt?.toISOString() ?? null,
      };
    },
  );
  // Confirm all this week: the schedule's filtered week in one request.
  app.post(
    '/schedule/confirm-week',
    { schema: { body: ConfirmWeekInput, response: { 200: ConfirmWeekResult } } },
    async (request) =>
      confirmWeek({ db: app.db, actor: await requireActor(request), input: request.body }),
  );
  // Exceptions in bulk: cancel a date, pause until a date, end series from a date.
  app.post(
    '/schedule/exceptions',
    {
      schema: { body: ScheduleExceptionInput, response: { 200: ScheduleExceptionResult } },
    },
    async (request) =>
      applyScheduleException({
        db: app.db,
        actor: await requireActor(request),
        input: request.body,
      }),
  );
};
