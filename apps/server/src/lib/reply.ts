import { OK_CODE, msg, type Envelope } from '@sixmark/shared';

/** The success envelope. */
export const ok = <T>(data: T, message: string = msg.ok): Envelope<T> => ({
  success: true,
  code: OK_CODE,
  msg: message,
  data,
});

/** A failure envelope (used by the error plugin and by socket replies). */
export const fail = (code: string, message: string, data: unknown = null): Envelope<unknown> => ({
  success: false,
  code,
  msg: message,
  data,
});
