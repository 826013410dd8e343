/**
 * Spec 3 "Private message prompt": a private message from a level-2 sender addressed to the
 * user triggers a prompt, unless the user is level 2 too or is on a game page. The server marks
 * such messages (`prompt: true`); the web decides with this rule where the user is.
 */

/** The chat level whose private messages raise the prompt (staff, spec 3 §1). */
export const PROMPT_SENDER_LEVEL = 2;

export interface PromptMessage {
  /** content.userinfo.chatLevel of the sender. */
  senderChatLevel: number;
  senderId: number;
  /** content.reciveId. */
  reciveId: number;
}

export interface PromptViewer {
  userId: number;
  chatLevel: number;
  /** The user is on a game page (/game/..., the lottery betting pages). */
  onGamePage: boolean;
}

/** Whether the server marks a private message as one that prompts its receiver. */
export const isPromptMessage = (m: Pick<PromptMessage, 'senderChatLevel'>): boolean => m.senderChatLevel === PROMPT_SENDER_LEVEL;

/** Whether this viewer should see the prompt for this private message. */
export function shouldShowPrivatePrompt(m: PromptMessage, viewer: PromptViewer): boolean {
  if (!isPromptMessage(m)) return false;
  if (m.reciveId !== viewer.userId || m.senderId === viewer.userId) return false;
  if (viewer.chatLevel === PROMPT_SENDER_LEVEL) return false;
  return !viewer.onGamePage;
}
