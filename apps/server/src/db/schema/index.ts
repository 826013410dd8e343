// One line per module; each module owns its file (and its migration in ../migrations).
export * from './foundation';
export * from './content';
export * from './wallet';
export * from './accounts';
export * from './lottery';
