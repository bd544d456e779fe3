import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database, which each test's database starts from. */
    pgliteTemplatePath: string;
  }
}

let template: Promise<Blob> | undefined;

/**
 * For tests: the migrated PGlite database the server tests' global set-up dumped once for the
 * run, to start a database from (`openDatabase`'s `from`). Loading it takes about a second of CPU,
 * PGlite's initdb and the migrations about five.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplatePath')).then((bytes) => new Blob([bytes]));
  return template;
}
