/** The system module's public surface: company settings other modules read. */
export { configMap, findLimit, timeZoneOf, withdrawRiskThresholds } from './system.service';
