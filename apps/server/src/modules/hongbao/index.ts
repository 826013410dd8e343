/**
 * The red packet module's public surface: the registry, the jobs and the tests use this.
 * (Its routes plugin is wired by modules/index.ts, the one place that imports `*.routes.ts`.)
 */
export { createHongbaoModule, type HongbaoModule } from './hongbao.module';
export { claimShare, expireDue, expirePacket, type HongbaoRooms } from './hongbao.service';
