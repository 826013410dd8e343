import { z } from 'zod';

/** The code of every successful answer. */
export const OK_CODE = 'OK';

/** Every JSON answer of the API: `{ success, code, msg, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    msg: z.string(),
    data,
  });

export type Envelope<T> = { success: boolean; code: string; msg: string; data: T };

/** Answer schema for calls whose data the client does not read. */
export const emptyEnvelope = envelopeSchema(z.null());

/** Page parameters shared by every paged list call. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('页码'),
  rows: z.coerce.number().int().min(1).max(200).default(20).describe('每页条数'),
});

/** A paged list answer: `data.data` and `data.totalCount`. */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), totalCount: z.number().int() });
