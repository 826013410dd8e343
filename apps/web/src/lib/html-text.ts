/** Whether a text holds markup (then it is rendered through HtmlContent, sanitised). */
export const looksLikeHtml = (s: string | null | undefined): boolean => !!s && /<[a-z][\s\S]*>/i.test(s);
