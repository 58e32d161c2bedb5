/**
 * The response serializer of the hot public routes (decision 013): plain `JSON.stringify`.
 * TypeScript already checks what the handler returns against the route's zod response schema;
 * parsing the whole answer again with zod on every request would cost more than the query.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
