import { describe, expect, it } from 'vitest';
import { FEED_JSON_SCHEMA } from './json-schema.ts';

describe('FEED_JSON_SCHEMA', () => {
  it('describes a document of venues, each with its name and address', () => {
    expect(FEED_JSON_SCHEMA).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: '/api/feeds/schema.json',
      title: 'Trivia schedule feed',
      type: 'object',
      required: ['venues'],
      properties: {
        venues: {
          type: 'array',
          maxItems: 5000,
          items: {
            type: 'object',
            required: ['name', 'address'],
            properties: {
              events: {
                type: 'array',
                items: {
                  required: ['dayOfWeek', 'startTime'],
                  properties: {
                    frequency: { enum: ['weekly', 'monthly', 'one-time'], default: 'weekly' },
                    weekOfMonth: {
                      anyOf: [{ enum: ['1', '2', '3', '4', 'last'] }, { type: 'null' }],
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
  });
});
