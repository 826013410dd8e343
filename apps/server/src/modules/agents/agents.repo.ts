import type pg from 'pg';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface TreeUser {
  id: number;
  companyId: number;
  account: string;
  isDl: boolean;
  type: 'NORMAL' | 'TEST';
  rebate: number;
  parentId: number | null;
  /** Number of ancestors. */
  depth: number;
}

const TREE_COLUMNS = `id, company_id AS "companyId", account, is_dl AS "isDl", type, rebate::float8 AS rebate,
  parent_id AS "parentId", cardinality(agent_path) AS depth`;

const toTree = (r: TreeUser): TreeUser => ({ ...r, id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId) });

export async function findUser(db: Queryable, id: number): Promise<TreeUser | null> {
  const { rows } = await db.query<TreeUser>(`SELECT ${TREE_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ? toTree(rows[0]) : null;
}

/** The user if it lies strictly below `agentId` (any depth), else null. One primary-key read. */
export async function findInSubtree(db: Queryable, agentId: number, id: number, lock = false): Promise<TreeUser | null> {
  const { rows } = await db.query<TreeUser>(
    `SELECT ${TREE_COLUMNS} FROM users WHERE id = $1 AND $2::bigint = ANY(agent_path)${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [id, agentId],
  );
  return rows[0] ? toTree(rows[0]) : null;
}

/** The row locked FOR UPDATE (a move: no key share either, so no child is attached meanwhile). */
export async function lockUser(db: Queryable, id: number): Promise<TreeUser | null> {
  const { rows } = await db.query<TreeUser>(`SELECT ${TREE_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? toTree(rows[0]) : null;
}

/** Locks a user and its whole downline, top-down; answers how many rows that is. */
export async function lockSubtree(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE id = $1 OR agent_path @> ARRAY[$1::bigint]
      ORDER BY cardinality(agent_path), id FOR UPDATE`,
    [id],
  );
  return rows.length;
}

/** Re-parents a user; the agent_path trigger rewrites its subtree's paths in the same statement. */
export async function setParent(db: Queryable, id: number, parentId: number): Promise<void> {
  await db.query('UPDATE users SET parent_id = $2 WHERE id = $1', [id, parentId]);
}

/** Highest rebate among a user's direct children and live links (the floor of its own rebate). */
export async function childrenRebateFloor(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ floor: number }>(
    `SELECT GREATEST(
        (SELECT max(rebate) FROM users WHERE parent_id = $1),
        (SELECT max(rebate) FROM agent_links WHERE agent_id = $1 AND removed_at IS NULL),
        0)::float8 AS floor`,
    [userId],
  );
  return rows[0]?.floor ?? 0;
}

export async function setRebate(db: Queryable, userId: number, rebate: number): Promise<void> {
  await db.query('UPDATE users SET rebate = $2 WHERE id = $1', [userId, rebate]);
}

export async function setAgent(db: Queryable, userId: number, isDl: boolean, rebate: number): Promise<void> {
  await db.query(
    `UPDATE users SET is_dl = $2, rebate = $3,
        intr_code = CASE WHEN $2 AND intr_code IS NULL THEN 'A' || upper(account) ELSE intr_code END
      WHERE id = $1`,
    [userId, isDl, rebate],
  );
}

/* ---------------- links ---------------- */

export interface LinkRow {
  id: number;
  agentId: number;
  code: string;
  userType: 'member' | 'agent';
  rebate: number;
  remark: string;
  visitCount: number;
  registCount: number;
  createdAt: Date;
}

const LINK_COLUMNS = `id, agent_id AS "agentId", code, user_type AS "userType", rebate::float8 AS rebate, remark,
  visit_count AS "visitCount", regist_count AS "registCount", created_at AS "createdAt"`;

const toLink = (r: LinkRow): LinkRow => ({ ...r, id: Number(r.id), agentId: Number(r.agentId) });

export async function countLiveLinks(db: Queryable, agentId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM agent_links WHERE agent_id = $1 AND removed_at IS NULL',
    [agentId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertLink(
  db: Queryable,
  l: { companyId: number; agentId: number; code: string; userType: string; rebate: number; remark: string },
): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(
    `INSERT INTO agent_links (company_id, agent_id, code, user_type, rebate, remark)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${LINK_COLUMNS}`,
    [l.companyId, l.agentId, l.code, l.userType, l.rebate, l.remark],
  );
  return toLink(rows[0]!);
}

/** A live link of this agent (another agent's id reads as missing). */
export async function findOwnLink(db: Queryable, agentId: number, id: number, lock = false): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM agent_links WHERE id = $1 AND agent_id = $2 AND removed_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, agentId],
  );
  return rows[0] ? toLink(rows[0]) : null;
}

export async function updateLink(
  db: Queryable,
  id: number,
  patch: { userType?: string | undefined; rebate?: number | undefined; remark?: string | undefined },
): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(
    `UPDATE agent_links SET user_type = COALESCE($2, user_type), rebate = COALESCE($3, rebate),
        remark = COALESCE($4, remark), updated_at = now()
      WHERE id = $1 RETURNING ${LINK_COLUMNS}`,
    [id, patch.userType ?? null, patch.rebate ?? null, patch.remark ?? null],
  );
  return toLink(rows[0]!);
}

export async function removeLink(db: Queryable, agentId: number, id: number): Promise<boolean> {
  const res = await db.query(
    'UPDATE agent_links SET removed_at = now() WHERE id = $1 AND agent_id = $2 AND removed_at IS NULL',
    [id, agentId],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function pageLinks(db: Queryable, agentId: number, page: number, rows: number): Promise<{ data: LinkRow[]; total: number }> {
  const res = await db.query<LinkRow & { total: number }>(
    `SELECT ${LINK_COLUMNS}, count(*) OVER ()::int AS total FROM agent_links
      WHERE agent_id = $1 AND removed_at IS NULL ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [agentId, rows, (page - 1) * rows],
  );
  let total = res.rows[0]?.total;
  if (total === undefined) total = await countLiveLinks(db, agentId);
  return { data: res.rows.map(({ total: _t, ...r }) => toLink(r)), total };
}

/** A live link by code, counting one visit. */
export async function visitLink(db: Queryable, companyId: number, code: string): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    `UPDATE agent_links SET visit_count = visit_count + 1
      WHERE company_id = $1 AND code = $2 AND removed_at IS NULL RETURNING ${LINK_COLUMNS}`,
    [companyId, code],
  );
  return rows[0] ? toLink(rows[0]) : null;
}

/** A live link by code, row-locked for a registration (its count goes up in the same transaction). */
export async function findLinkByCode(db: Queryable, companyId: number, code: string): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM agent_links WHERE company_id = $1 AND code = $2 AND removed_at IS NULL`,
    [companyId, code],
  );
  return rows[0] ? toLink(rows[0]) : null;
}

export async function findAgentByPersonalCode(db: Queryable, companyId: number, code: string): Promise<TreeUser | null> {
  const { rows } = await db.query<TreeUser>(
    `SELECT ${TREE_COLUMNS} FROM users WHERE company_id = $1 AND intr_code = $2 AND is_dl`,
    [companyId, code],
  );
  return rows[0] ? toTree(rows[0]) : null;
}

/** Places a newly created user under its agent with its type and rebate; counts the link's registration. */
export async function attach(
  db: Queryable,
  userId: number,
  a: { parentId: number; isDl: boolean; rebate: number; linkId: number | null },
): Promise<void> {
  await db.query(
    `UPDATE users SET parent_id = $2, is_dl = $3, rebate = $4, spread_link_id = $5,
        intr_code = CASE WHEN $3 THEN 'A' || upper(account) ELSE intr_code END
      WHERE id = $1`,
    [userId, a.parentId, a.isDl, a.rebate, a.linkId],
  );
  if (a.linkId !== null)
    await db.query('UPDATE agent_links SET regist_count = regist_count + 1 WHERE id = $1', [a.linkId]);
}

/* ---------------- sub-users ---------------- */

export interface SubUserRow {
  userId: number;
  account: string;
  level: number;
  isDl: boolean;
  rebate: number;
  parentId: number;
  parentAccount: string;
  money: number;
  teamCount: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  online: boolean;
}

const ONLINE_SQL = `EXISTS (SELECT 1 FROM user_tokens t WHERE t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now())`;

export async function querySubUsers(
  db: Queryable,
  f: {
    agentId: number;
    agentDepth: number;
    account?: string | undefined;
    level?: number | undefined;
    from?: number | undefined;
    to?: number | undefined;
    online?: boolean | undefined;
    page: number;
    rows: number;
  },
): Promise<{ data: SubUserRow[]; total: number }> {
  const where = ['u.agent_path @> ARRAY[$1::bigint]'];
  const args: unknown[] = [f.agentId, f.agentDepth];
  const add = (sql: string, v: unknown) => {
    args.push(v);
    where.push(sql.replace('?', `$${args.length}`));
  };
  if (f.account) add(`u.account ILIKE '%' || ? || '%'`, f.account.replace(/[\\%_]/g, (c) => `\\${c}`));
  if (f.level !== undefined) add('cardinality(u.agent_path) - $2 = ?', f.level);
  if (f.from !== undefined) add('u.created_at >= to_timestamp(? / 1000.0)', f.from);
  if (f.to !== undefined) add('u.created_at < to_timestamp(? / 1000.0)', f.to);
  if (f.online !== undefined) add(`${ONLINE_SQL} = ?`, f.online);
  args.push(f.rows, (f.page - 1) * f.rows);
  const { rows } = await db.query<SubUserRow & { total: number }>(
    `WITH m AS (
       SELECT u.id, count(*) OVER ()::int AS total FROM users u
        WHERE ${where.join(' AND ')}
        ORDER BY u.created_at DESC, u.id DESC LIMIT $${args.length - 1} OFFSET $${args.length}
     )
     SELECT u.id AS "userId", u.account, cardinality(u.agent_path) - $2 AS level, u.is_dl AS "isDl",
            u.rebate::float8 AS rebate, u.parent_id AS "parentId", p.account AS "parentAccount",
            (w.money + w.live_money)::float8 AS money,
            (SELECT count(*)::int FROM users d WHERE d.agent_path @> ARRAY[u.id]) AS "teamCount",
            u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt", ${ONLINE_SQL} AS online, m.total
       FROM m JOIN users u ON u.id = m.id JOIN users p ON p.id = u.parent_id JOIN wallets w ON w.user_id = u.id
      ORDER BY u.created_at DESC, u.id DESC`,
    args,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.page > 1) {
    const c = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u WHERE ${where.join(' AND ')}`,
      args.slice(0, args.length - 2),
    );
    total = c.rows[0]?.n ?? 0;
  }
  return {
    data: rows.map(({ total: _t, ...r }) => ({ ...r, userId: Number(r.userId), parentId: Number(r.parentId) })),
    total,
  };
}

export async function teamCounts(db: Queryable, agentId: number): Promise<{ teamCount: number; directCount: number; onlineCount: number }> {
  const { rows } = await db.query<{ teamCount: number; directCount: number; onlineCount: number }>(
    `SELECT count(*)::int AS "teamCount",
            count(*) FILTER (WHERE u.parent_id = $1)::int AS "directCount",
            count(*) FILTER (WHERE ${ONLINE_SQL})::int AS "onlineCount"
       FROM users u WHERE u.agent_path @> ARRAY[$1::bigint]`,
    [agentId],
  );
  return rows[0] ?? { teamCount: 0, directCount: 0, onlineCount: 0 };
}

export interface MemberRow {
  parentAccount: string;
  teamCount: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  online: boolean;
  money: number;
  liveMoney: number;
  rechargeMoney: number;
  rechargeCount: number;
  withdrawMoney: number;
  withdrawCount: number;
  bettingMoney: number;
  betCount: number;
  validBetMoney: number;
  winMoney: number;
  /** Payouts minus stakes of the settled orders. */
  netMoney: number;
}

/** All-time figures of one user (money in thousandths). */
export async function memberFigures(db: Queryable, userId: number, deposits: number[], withdrawPaid: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT COALESCE(p.account, '') AS "parentAccount",
            (SELECT count(*)::int FROM users d WHERE d.agent_path @> ARRAY[u.id]) AS "teamCount",
            u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt", ${ONLINE_SQL} AS online,
            w.money::float8 AS money, w.live_money::float8 AS "liveMoney",
            l.recharge_money::float8 AS "rechargeMoney", l.recharge_count::int AS "rechargeCount",
            l.withdraw_money::float8 AS "withdrawMoney", l.withdraw_count::int AS "withdrawCount",
            b.betting::float8 AS "bettingMoney", b.n::int AS "betCount", b.valid::float8 AS "validBetMoney",
            b.win::float8 AS "winMoney", b.net::float8 AS "netMoney"
       FROM users u JOIN wallets w ON w.user_id = u.id LEFT JOIN users p ON p.id = u.parent_id,
       LATERAL (SELECT COALESCE(sum(amount) FILTER (WHERE bill_type = ANY($2::int[])), 0) AS recharge_money,
                       count(*) FILTER (WHERE bill_type = ANY($2::int[])) AS recharge_count,
                       COALESCE(-sum(amount) FILTER (WHERE bill_type = $3), 0) AS withdraw_money,
                       count(*) FILTER (WHERE bill_type = $3) AS withdraw_count
                  FROM wallet_ledger WHERE user_id = u.id AND bill_type = ANY($2::int[] || $3::int)) l,
       LATERAL (SELECT COALESCE(sum(total_money), 0) AS betting, count(*) AS n,
                       COALESCE(sum(valid_amount) FILTER (WHERE status = 1), 0) AS valid,
                       COALESCE(sum(reward) FILTER (WHERE status = 1), 0) AS win,
                       COALESCE(sum(reward - total_money) FILTER (WHERE status = 1), 0) AS net
                  FROM bet_orders WHERE user_id = u.id AND status IN (0, 1)) b
      WHERE u.id = $1`,
    [userId, deposits, withdrawPaid],
  );
  return rows[0] ?? null;
}

/* ---------------- team reports ---------------- */

const TEAM_SQL = 'SELECT id, created_at FROM users WHERE id = $1 OR agent_path @> ARRAY[$1::bigint]';

export interface BillSum {
  billType: number;
  /** Whether the rows are the root user's own. */
  own: boolean;
  amount: number;
  n: number;
}

/** Ledger sums of a team by bill type in [from, to) (thousandths), split root / others. */
export async function teamBillSums(db: Queryable, rootId: number, from: number, to: number): Promise<BillSum[]> {
  const { rows } = await db.query<BillSum>(
    `WITH team AS (${TEAM_SQL})
     SELECT l.bill_type AS "billType", (l.user_id = $1) AS own, sum(l.amount)::float8 AS amount, count(*)::int AS n
       FROM team t JOIN wallet_ledger l ON l.user_id = t.id
      WHERE l.created_at >= to_timestamp($2 / 1000.0) AND l.created_at < to_timestamp($3 / 1000.0)
      GROUP BY 1, 2`,
    [rootId, from, to],
  );
  return rows;
}

/** Team balance (money + live money) at an instant: every team ledger row before it. */
export async function teamBalanceAt(db: Queryable, rootId: number, at: number): Promise<number> {
  const { rows } = await db.query<{ s: number }>(
    `WITH team AS (${TEAM_SQL})
     SELECT COALESCE(sum(l.amount), 0)::float8 AS s FROM team t JOIN wallet_ledger l ON l.user_id = t.id
      WHERE l.account IN ('money', 'live_money') AND l.created_at < to_timestamp($2 / 1000.0)`,
    [rootId, at],
  );
  return rows[0]?.s ?? 0;
}

export interface TeamMembersSums {
  registCount: number;
  teamCount: number;
  firstRechargeCount: number;
}

/** Members below the root registered in [from, to) and before `to`; first deposits in [from, to). */
export async function teamMemberSums(db: Queryable, rootId: number, from: number, to: number, deposits: number[]): Promise<TeamMembersSums> {
  const { rows } = await db.query<TeamMembersSums>(
    `WITH team AS (${TEAM_SQL})
     SELECT (SELECT count(*)::int FROM team WHERE id <> $1 AND created_at >= to_timestamp($2 / 1000.0)
               AND created_at < to_timestamp($3 / 1000.0)) AS "registCount",
            (SELECT count(*)::int FROM team WHERE id <> $1 AND created_at < to_timestamp($3 / 1000.0)) AS "teamCount",
            (SELECT count(*)::int FROM (
               SELECT min(l.created_at) AS first FROM team t JOIN wallet_ledger l ON l.user_id = t.id
                WHERE l.bill_type = ANY($4::int[]) GROUP BY l.user_id) f
              WHERE f.first >= to_timestamp($2 / 1000.0) AND f.first < to_timestamp($3 / 1000.0)) AS "firstRechargeCount"`,
    [rootId, from, to, deposits],
  );
  return rows[0]!;
}

/** Per system-zone day: ledger sums by bill type (team, root's own rows apart). */
export async function teamDailyBills(
  db: Queryable,
  rootId: number,
  from: number,
  to: number,
  tz: string,
): Promise<(BillSum & { day: string })[]> {
  const { rows } = await db.query<BillSum & { day: string }>(
    `WITH team AS (${TEAM_SQL})
     SELECT to_char(l.created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, l.bill_type AS "billType", (l.user_id = $1) AS own,
            sum(l.amount)::float8 AS amount, count(*)::int AS n
       FROM team t JOIN wallet_ledger l ON l.user_id = t.id
      WHERE l.created_at >= to_timestamp($2 / 1000.0) AND l.created_at < to_timestamp($3 / 1000.0)
      GROUP BY 1, 2, 3`,
    [rootId, from, to, tz],
  );
  return rows;
}

/** Per system-zone day: registrations and first deposits of the members below the root; team size before `from`. */
export async function teamDailyMembers(
  db: Queryable,
  rootId: number,
  from: number,
  to: number,
  tz: string,
  deposits: number[],
): Promise<{ before: number; regs: Map<string, number>; firsts: Map<string, number> }> {
  const { rows } = await db.query<{ kind: string; day: string; n: number }>(
    `WITH team AS (${TEAM_SQL})
     SELECT 'before' AS kind, '' AS day, count(*)::int AS n FROM team WHERE id <> $1 AND created_at < to_timestamp($2 / 1000.0)
     UNION ALL
     SELECT 'reg', to_char(created_at AT TIME ZONE $4, 'YYYY-MM-DD'), count(*)::int FROM team
      WHERE id <> $1 AND created_at >= to_timestamp($2 / 1000.0) AND created_at < to_timestamp($3 / 1000.0) GROUP BY 2
     UNION ALL
     SELECT 'first', to_char(first AT TIME ZONE $4, 'YYYY-MM-DD'), count(*)::int FROM (
        SELECT min(l.created_at) AS first FROM team t JOIN wallet_ledger l ON l.user_id = t.id
         WHERE l.bill_type = ANY($5::int[]) GROUP BY l.user_id) f
      WHERE first >= to_timestamp($2 / 1000.0) AND first < to_timestamp($3 / 1000.0) GROUP BY 2`,
    [rootId, from, to, tz, deposits],
  );
  const regs = new Map<string, number>();
  const firsts = new Map<string, number>();
  let before = 0;
  for (const r of rows) {
    if (r.kind === 'before') before = r.n;
    else (r.kind === 'reg' ? regs : firsts).set(r.day, r.n);
  }
  return { before, regs, firsts };
}

/* ---------------- declaration ---------------- */

export async function findDeclaration(db: Queryable, companyId: number): Promise<{ title: string; content: string; updatedAt: Date } | null> {
  const { rows } = await db.query<{ title: string; content: string; updatedAt: Date }>(
    'SELECT title, content, updated_at AS "updatedAt" FROM agent_declarations WHERE company_id = $1',
    [companyId],
  );
  return rows[0] ?? null;
}

export async function upsertDeclaration(db: Queryable, companyId: number, title: string, content: string): Promise<void> {
  await db.query(
    `INSERT INTO agent_declarations (company_id, title, content) VALUES ($1, $2, $3)
     ON CONFLICT (company_id) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()`,
    [companyId, title, content],
  );
}
