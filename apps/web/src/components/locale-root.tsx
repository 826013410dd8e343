import { Fragment, type ReactNode } from 'react';
import { useLocale } from '@/lib/i18n';

/**
 * Renders the pages again from scratch when the language changes: texts are read while rendering
 * (route titles, page text objects), so a remount shows the new language everywhere without a
 * reload; the query cache and the router's location live outside it and stay.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}
