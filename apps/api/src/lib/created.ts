/**
 * Answers 201 with the resource a use case has just created:
 * `handler: async (req, reply) => created(reply, await service.create(userId(req), req.body))`.
 * The payload stays checked against the route's 201 response schema.
 */
export function created<Body, Sent>(
  reply: { status(code: 201): { send(payload: Body): Sent } },
  resource: Body,
): Sent {
  return reply.status(201).send(resource);
}
