import { cliEnv, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { operatorCreate } from './operator-create';

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database.pool);
  const { lines, code } = await operatorCreate(process.argv.slice(2), {
    pool: database.pool,
    scryptLogN: config.scryptLogN,
    envPassword: cliEnv.operatorPassword,
    readStdin,
  });
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
} finally {
  await database.close();
}
