/**
 * The pieces every area of the API description is built from: JSON Schemas
 * taken from the zod schemas the server validates with, the answers, the
 * security requirements and the common parameters.
 */
import { z } from "zod/mini";

/** The JSON Schema of what a zod schema accepts (its input side: defaults make a field optional). */
export const jsonSchemaOf = (schema: z.ZodMiniType, io: "input" | "output" = "input") => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as Record<string, unknown>;
  return json;
};

/** Request bodies come from the very zod schemas the server validates with. */
export const bodyOf = (schema: z.ZodMiniType) => ({
  required: true,
  content: { "application/json": { schema: jsonSchemaOf(schema) } },
});

/**
 * Query parameters, one per property of the zod object schema the service
 * parses the query string with, so the limits and lists are written once.
 */
export const queryOf = (schema: z.ZodMiniType, descriptions: Record<string, string> = {}) => {
  // Each parameter as the service reads it (`page` a whole number, not the
  // digits it arrives as); whether it is required, from what a caller sends.
  const { properties = {} } = jsonSchemaOf(schema, "output") as { properties?: Record<string, object> };
  const { required = [] } = jsonSchemaOf(schema) as { required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema: property,
    description: descriptions[name],
  }));
};

const failure = {
  description: "Refused",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success", "error"],
        properties: {
          success: { const: false },
          error: { type: "string" },
          fieldErrors: { type: "object", additionalProperties: { type: "string" } },
        },
      },
    },
  },
};

export const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), failure]));
export const ok = (description: string) => ({
  description,
  content: { "application/json": { schema: { type: "object" } } },
});
export const staffOnly = [{ leadsSession: [] }];
/** Anyone; a blog staff session sees more (drafts, scheduled posts). */
export const blogSessionOptional = [{}, { blogSession: [] }];
/** A session of either area. */
export const signedInEither = [{ leadsSession: [] }, { blogSession: [] }];
/** Whichever area's session the caller has, or none. */
export const eitherSession = [{}, { leadsSession: [] }, { blogSession: [] }];
export const idParameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
export const query = (name: string, schema: object, description?: string) => ({
  name,
  in: "query",
  schema,
  description,
});
/** A JSON body the call may also go without. */
export const optionalBodyOf = (schema: Parameters<typeof bodyOf>[0]) => ({
  ...bodyOf(schema),
  required: false,
});
