import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS } from '@sixmark/shared';
import { AGENT_KEYS } from './keys';

export interface DeclarationPage {
  title: string;
  /** The page's body HTML, unsanitised: the page renders it through HtmlContent. */
  html: string;
}

/**
 * `GET /views/app_agendDelaer.html` (spec 3 §7): a standalone HTML page at the site root, not an
 * API envelope, so it is fetched as text and its title and body are taken apart here.
 */
export async function getDeclaration(signal?: AbortSignal): Promise<DeclarationPage> {
  const res = await fetch(AGENT_PATHS.declarationPage, { signal, credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`代理说明加载失败（${res.status}）`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  // The server's page repeats the title as an <h1> above a <main> of content: the nav bar has it.
  return { title: doc.title.trim(), html: (doc.querySelector('main') ?? doc.body).innerHTML };
}

export const declarationQueryOptions = () =>
  queryOptions({ queryKey: [AGENT_KEYS.declaration] as const, queryFn: ({ signal }) => getDeclaration(signal), staleTime: 60_000 });

export const useDeclaration = () => useQuery(declarationQueryOptions());
