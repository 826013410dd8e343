/**
 * Grabs one red packet for many members at once in its own process (the crash test kills it
 * with SIGKILL mid-burst). Arguments: database URL, packet id, comma-separated user ids.
 */
import pg from 'pg';
import '../src/db/client';
import { claimShare } from '../src/modules/hongbao';

const [url, packetId, ids] = process.argv.slice(2);
// Named, so the crash test can wait until the database has finished with its connections.
const pool = new pg.Pool({ connectionString: url, max: 8, application_name: 'hongbao-grab-child' });
const users = String(ids).split(',').map(Number);
await Promise.all(users.map((u) => claimShare(pool, Number(packetId), u)));
await pool.end();
