/**
 * Runs one settlement of a period in its own process (the crash test kills it with SIGKILL part
 * way through). Arguments: database URL, game id, turn number, batch size.
 */
import pg from 'pg';
import '../src/db/client';
import { settleTurn } from '../src/modules/bets';

const [url, gameId, turnNum, batch] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 2 });
await settleTurn({ pool }, Number(gameId), String(turnNum), { batchSize: Number(batch) });
await pool.end();
