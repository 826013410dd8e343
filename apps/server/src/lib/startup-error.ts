/**
 * A reason the server cannot start that the operator can fix: a bilingual one-line message
 * naming what is wrong and what to do, printed without a stack (server.ts), plus the raw
 * cause (e.g. PostgreSQL's last log lines) when there is one.
 */
export class StartupError extends Error {
  constructor(
    zh: string,
    en: string,
    public readonly detail?: string,
  ) {
    super(`${zh} / ${en}`);
    this.name = 'StartupError';
  }
}
