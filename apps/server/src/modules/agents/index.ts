/**
 * The agents module's public surface: registration (accounts) resolves promotion codes here,
 * settlement (bets) asks for the commission of a batch. Routes are wired by modules/index.ts.
 */
export { agentsRoutes } from './agents.routes';
export { attachToAgent, resolvePromotionCode, type Attachment } from './agents.service';
export { commissionEntries, type CommissionInput } from './commission';
