/** Query keys of the agent feature, in one place so mutations invalidate the same keys. */
export const AGENT_KEYS = {
  rebateRange: 'agent-rebate-range',
  subUsers: 'agent-sub-users',
  memberInfo: 'agent-member-info',
  teamRws: 'agent-team-rws',
  teamDaily: 'agent-team-daily',
  links: 'agent-links',
  link: 'agent-link',
  declaration: 'agent-declaration',
} as const;

/** Rows per page of the agent lists. */
export const AGENT_PAGE_ROWS = 20;
