// The pieces the OpenAPI document's parts share (openapi.ts and its openapi-*.ts parts): the
// error answers, references and JSON bodies.
export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
export const errors = {
  400: errorResponse(
    'Invalid JSON, a field failed validation (`fields` says which), or the record id is not one Firestore can hold. ' +
      "A malformed body sent with `Content-Type: application/json` is refused by the functions platform's body parser before this API runs: " +
      'it gets a 400 HTML page, not this shape. Sent with another type (`text/plain`), it gets `invalid-json` here.',
  ),
  401: errorResponse('Missing, unknown or disabled API key.'),
  403: errorResponse('Endpoint turned off, read-only account, or a Pro feature on Basic.'),
  429: errorResponse('Rate limit exceeded; see the Retry-After header (seconds).'),
};
/** Writes only: maintenance mode is on (the owner's message; staff accounts still write). */
export const maintenance = { 503: errorResponse('Maintenance mode is on: the message says what the owner announced. Reads still work.') };

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: unknown, example?: unknown) => ({ content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } } });
export const page = (item: string) =>
  json({ type: 'object', properties: { data: { type: 'array', items: ref(item) }, nextCursor: { type: ['string', 'null'] } } });
export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
export const dateField = (description: string) => ({ type: 'string', description: `${description} (YYYY-MM-DD, or "")`, examples: ['2026-11-30'] });
