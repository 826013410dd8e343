import { z } from 'zod';
import { pageFields } from './input';

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
export const pageQuery = z.object(pageFields());

/** A paged list answer: `data.data` and `data.totalCount`. */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), totalCount: z.number().int() });
