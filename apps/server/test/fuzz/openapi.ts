/*
 * The parts of the OpenAPI document (/api/docs/json) the hostile-input tests read: each
 * operation's parameters and JSON body schema. The document is generated from the routes' zod
 * schemas (plugins/docs.ts), so walking it walks what the server validates.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
};

export type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };

type RawOperation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  /** As the document writes it: `/api/products/{id}`. */
  path: string;
  /** As Fastify writes it: `/api/products/:id` (the access rules' key). */
  route: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The content types its body may come in (JSON, or multipart for uploads). */
  consumes: string[];
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The schema a `$ref` points at (the document keeps shared schemas under components). */
function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  const name = schema.$ref?.replace('#/components/schemas/', '');
  const target = name ? doc.components?.schemas?.[name] : schema;
  if (!target) return schema;
  const walk = (s: JsonSchema | undefined) => resolve(doc, s, depth + 1);
  const mapped = (list?: JsonSchema[]) => list?.map((s) => walk(s)!);
  return {
    ...target,
    ...(target.properties && { properties: Object.fromEntries(Object.entries(target.properties).map(([k, v]) => [k, walk(v)!])) }),
    ...(typeof target.additionalProperties === 'object' && { additionalProperties: walk(target.additionalProperties) }),
    ...(target.items && { items: walk(target.items) }),
    ...(target.anyOf && { anyOf: mapped(target.anyOf) }),
    ...(target.oneOf && { oneOf: mapped(target.oneOf) }),
    ...(target.allOf && { allOf: mapped(target.allOf) }),
  };
}

/** Every operation of the document, its `$ref`s resolved. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const content = op.requestBody?.content ?? {};
        const body = resolve(doc, content['application/json']?.schema);
        return {
          method: method.toUpperCase(),
          path,
          route: path.replace(/\{([^}]+)\}/g, ':$1'),
          parameters: (op.parameters ?? []).map((p) => ({ ...p, ...(p.schema && { schema: resolve(doc, p.schema) }) })),
          ...(body && { body }),
          consumes: Object.keys(content),
        };
      }),
  );
}
