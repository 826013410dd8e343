export interface PlanModule {
  users: number[];
  watchers?: number[];
  size: number;
  imports: string[];
}
export function planGroups(
  modules: Map<string, PlanModule>,
  weights: number[],
  options?: {
    requestCost?: number;
    maxGrowth?: number;
    watchers?: number;
    fixed?: Map<string, { node: string; imports: string[] }>;
  },
): Array<{ users: number[]; size: number; ids: string[] }>;
/** A chunk and the chunks it imports statically, each once: in the order first reached, or (postOrder) imports before the chunk. */
export function chunkClosure<C extends { imports: string[] }>(byFile: Map<string, C>, start: C, options?: { postOrder?: boolean }): C[];
export interface PlanChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, { renderedLength: number }>;
}
export function chunkPlan(
  chunks: PlanChunk[],
  pages: Array<{ name: string; module: string }>,
  importsOf: (id: string) => string[],
  options?: {
    requestCost?: number;
    maxGrowth?: number;
    lazyWeight?: number;
    isRoute?: (id: string) => boolean;
    weightOf?: (id: string) => number | undefined;
    allModuleIds?: Iterable<string>;
    /** The start-up module the entry imports (source path ending): what it needs beyond the entry goes to chunks `vendor` (libraries) and `boot`. */
    boot?: string;
  },
): ChunkPlan;
export interface ChunkPlan {
  assign: Record<string, string>;
  groups: Record<string, { consumers: string[]; bytes: number; origins: Record<string, string> }>;
}
export function dissolveCycle(plan: ChunkPlan, cycle: string[]): string;
