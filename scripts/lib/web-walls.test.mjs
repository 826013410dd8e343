import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webZones } from '../../eslint.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
// ESLint runs in its own node process: inside vitest's module loader the TypeScript resolver
// resolved no `@/` import when tried, and an unresolved import passes every zone unseen.
const LINT = `
import { ESLint } from 'eslint';
const { code, filePath } = JSON.parse(process.argv[1]);
const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
process.stdout.write(JSON.stringify(result.messages));
`;

/** The wall errors ESLint reports for `code` written at `filePath` (the file need not exist). */
async function wallErrors(code, filePath) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify({ code, filePath })], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web walls (eslint import-x/no-restricted-paths)', { timeout: 120_000 }, () => {
  it('walls every folder of apps/web/src/features, a new one included, with no list to edit', () => {
    const features = readdirSync(new URL('../../apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const walled = webZones.map((z) => z.target);
    for (const f of features) expect(walled).toContain(`./apps/web/src/features/${f}`);
  });

  it('fails an import from one feature into another', async () => {
    const errors = await wallErrors(
      "import { RoomChat } from '@/features/chat/components/room-chat';\nexport const Planted = RoomChat;\n",
      'apps/web/src/features/niuniu/planted.ts',
    );
    expect(errors).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('fails an import from a feature into app/', async () => {
    const errors = await wallErrors(
      "import { lazyPage } from '@/app/lazy-page';\nexport const planted = lazyPage;\n",
      'apps/web/src/features/wallet/planted.ts',
    );
    expect(errors).toEqual([expect.stringContaining('Features never import app/')]);
  });

  it('fails an import from lib/ into a feature, and lets a feature use lib/ and its own files', async () => {
    expect(
      await wallErrors("import { niuniuRoutes } from '@/features/niuniu/routes';\nexport const x = niuniuRoutes;\n", 'apps/web/src/lib/planted.ts'),
    ).toHaveLength(1);
    expect(
      await wallErrors(
        "import { PagedList } from '@/components/paged-list';\nimport { niuniuRoutes } from '../niuniu/routes';\nexport const x = [PagedList, niuniuRoutes];\n",
        'apps/web/src/features/niuniu/planted.ts',
      ),
    ).toEqual([]);
  });
});
