import {
  EventProposalAnswerInput,
  EventProposalListResponse,
  FeedInput,
  FeedListResponse,
  FeedPreviewResponse,
  FeedReadInput,
  FeedSummary,
  IMPORT_LIMITS,
  VenueReviewAnswer,
  VenueReviewListResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../lib/guards.ts';
import {
  answerEventProposal,
  answerVenueReview,
  createFeed,
  deleteFeed,
  feedUploadOf,
  getFeedSummary,
  listEventProposals,
  listFeeds,
  listVenueReviews,
  readFeedNow,
  requireFeed,
  updateFeed,
} from '../../../services/feeds/index.ts';

const FeedParams = z.object({ feedId: z.uuid('must be a feed id') });
const ReviewParams = z.object({ reviewId: z.uuid('must be a question id') });
const ProposalParams = z.object({ proposalId: z.uuid('must be a question id') });
const FeedListQuery = z.object({ providerId: z.uuid('must be a provider id').optional() });

/** /admin/feeds: a provider's feeds, their previews and applies, the review queue. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feeds',
    { schema: { querystring: FeedListQuery, response: { 200: FeedListResponse } } },
    async (request) => ({
      feeds: await listFeeds({
        db: app.db,
        actor: await requireActor(request),
        providerId: request.query.providerId,
      }),
    }),
  );

  app.post(
    '/feeds',
    { schema: { body: FeedInput, response: { 201: FeedSummary } } },
    async (request, reply) => {
      const feed = await createFeed({
        db: app.db,
        actor: await requireActor(request),
        input: request.body,
        ownSite: app.feedReader.fetch.ownSite,
      });
      return reply.status(201).send(feed);
    },
  );

  app.get(
    '/feeds/reviews',
    { schema: { response: { 200: VenueReviewListResponse } } },
    async (request) => ({
      reviews: await listVenueReviews({ db: app.db, actor: await requireActor(request) }),
    }),
  );

  app.post(
    '/feeds/reviews/:reviewId',
    { schema: { params: ReviewParams, body: VenueReviewAnswer } },
    async (request, reply) => {
      await answerVenueReview({
        db: app.db,
        actor: await requireActor(request),
        reviewId: request.params.reviewId,
        answer: request.body.answer,
      });
      return reply.status(204).send();
    },
  );

  // Decision 150: another host's event a feed asks to take over, for its managers to answer.
  app.get(
    '/feeds/proposals',
    { schema: { response: { 200: EventProposalListResponse } } },
    async (request) => ({
      proposals: await listEventProposals({ db: app.db, actor: await requireActor(request) }),
    }),
  );

  app.post(
    '/feeds/proposals/:proposalId',
    { schema: { params: ProposalParams, body: EventProposalAnswerInput } },
    async (request, reply) => {
      await answerEventProposal({
        db: app.db,
        actor: await requireActor(request),
        proposalId: request.params.proposalId,
        answer: request.body.answer,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/feeds/:feedId',
    { schema: { params: FeedParams, response: { 200: FeedSummary } } },
    async (request) =>
      getFeedSummary({
        db: app.db,
        actor: await requireActor(request),
        feedId: request.params.feedId,
      }),
  );

  app.put(
    '/feeds/:feedId',
    { schema: { params: FeedParams, body: FeedInput, response: { 200: FeedSummary } } },
    async (request) =>
      updateFeed({
        db: app.db,
        actor: await requireActor(request),
        feedId: request.params.feedId,
        input: request.body,
        ownSite: app.feedReader.fetch.ownSite,
      }),
  );

  app.delete('/feeds/:feedId', { schema: { params: FeedParams } }, async (request, reply) => {
    await deleteFeed({
      db: app.db,
      actor: await requireActor(request),
      feedId: request.params.feedId,
    });
    return reply.status(204).send();
  });

  for (const action of ['preview', 'apply'] as const) {
    app.post(
      `/feeds/:feedId/${action}`,
      {
        // An uploaded CSV may be 5 MB; as a JSON string it may be longer.
        bodyLimit: IMPORT_LIMITS.requestBytes,
        schema: { params: FeedParams, body: FeedReadInput, response: { 200: FeedPreviewResponse } },
      },
      async (request) => {
        const actor = await requireActor(request);
        const feed = await requireFeed(app.db, actor, request.params.feedId);
        return readFeedNow({
          reader: app.feedReader,
          feed,
          apply: action === 'apply',
          userId: actor.userId,
          upload: feedUploadOf(request.body),
        });
      },
    );
  }
};
