import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ApiError } from './errors.js';

/** The most any upload may weigh: the largest rule of src/shared/uploads.ts. */
const LARGEST_FILE = 10 * 1024 * 1024;

/**
 * Multipart bodies, for the operations whose contract takes `multipart/form-data` (uploads). Fastify
 * cannot check a stream against a schema, so those routes carry none: `readUpload` reads the
 * parts within tight limits (one file, a few short fields) and the domain checks each field,
 * as the contract's schema says. Install before the contract's routes are registered.
 */
export async function installMultipart(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LARGEST_FILE, files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 100 },
  });
  const takesMultipart = new Set<string>();
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as { content?: Record<string, { schema?: FastifySchema }> } | undefined;
    if (!body?.content?.['multipart/form-data']) return;
    takesMultipart.add(`${route.method} ${route.url}`);
    if (!body.content['application/json']) delete route.schema!.body;
  });
  // Every other route takes JSON only: a form sent to it is refused as it was before the parser
  // existed, whatever its schema would make of an empty body.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !takesMultipart.has(`${request.method} ${request.routeOptions.url}`)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  });
}

export interface Upload {
  /** The text fields sent, by name (the last of a name wins). */
  fields: Record<string, string>;
  /** The one file part, whole, with the name the browser gave it; null when none was sent. */
  file: { field: string; bytes: Buffer; sentName: string } | null;
}

const CODE_TO_ERROR: Record<string, () => ApiError> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE'),
  FST_REQ_FILE_TOO_LARGE: () => new ApiError(413, 'PAYLOAD_TOO_LARGE', { file: { key: 'fileTooLarge', params: { megabytes: LARGEST_FILE / (1024 * 1024) } } }),
  FST_FILES_LIMIT: () => new ApiError(400, 'BODY_INVALID'),
  FST_FIELDS_LIMIT: () => new ApiError(400, 'BODY_INVALID'),
  FST_PARTS_LIMIT: () => new ApiError(400, 'BODY_INVALID'),
  FST_PROTO_VIOLATION: () => new ApiError(400, 'BODY_INVALID'),
};

/**
 * Reads a multipart body whole: its short fields and its one file, at most `maxBytes` (413 past
 * it, before more is read). Not multipart: 415. Anything malformed: 400.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const upload: Upload = { fields: {}, file: null };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') upload.file = { field: part.fieldname, bytes: await part.toBuffer(), sentName: part.filename };
      else if (typeof part.value === 'string' && !part.valueTruncated) upload.fields[part.fieldname] = part.value;
      else throw new ApiError(400, 'BODY_INVALID');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const mapped = CODE_TO_ERROR[(error as { code?: string }).code ?? ''];
    if (mapped) {
      const refusal = mapped();
      // The limit the caller set, not the largest: the file's own rule.
      if (refusal.statusCode === 413) refusal.fields!.file!.params = { megabytes: Math.floor(maxBytes / (1024 * 1024)) };
      throw refusal;
    }
    throw new ApiError(400, 'BODY_INVALID');
  }
  return upload;
}
