import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template } from '@sixmark/shared';
import { http } from '@/lib/http';
import { useSessionKey } from '../hooks/use-session-key';
import { CONTENT_KEYS } from './keys';

export interface TemplateInfoQuery {
  gameId: number;
  templateId: number;
  documentId?: number;
}

/** `GET /game-document/template/info/{gameId}/{templateId}[/{documentId}[/{client}]]`. */
export const getTemplateInfo = ({ gameId, templateId, documentId }: TemplateInfoQuery) =>
  http.get<Template>(
    documentId !== undefined
      ? `/game-document/template/info/${gameId}/${templateId}/${documentId}/h5`
      : `/game-document/template/info/${gameId}/${templateId}`,
  );

export const templateInfoQueryOptions = (q: TemplateInfoQuery, session = 'guest') =>
  queryOptions({
    queryKey: [CONTENT_KEYS.templateInfo, q.gameId, q.templateId, q.documentId ?? null, session] as const,
    queryFn: () => getTemplateInfo(q),
    // Locks depend on who reads, so a return after login asks again.
    staleTime: 0,
  });

export const useTemplateInfo = (q: TemplateInfoQuery) =>
  useQuery(templateInfoQueryOptions(q, useSessionKey()));
