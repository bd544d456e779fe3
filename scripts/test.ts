// `npm test`: lint, formatting, declared dependencies, documentation citations, typecheck, the
// web build, unit and integration tests, and e2e on that build, overlapped on the machine's cores.
import { findE2eBrowser } from './e2e-browser';
import { runPhases, type Phase } from './run-phases';

// The e2e suite mostly waits (on its browser, server and Auth emulator), so it starts as soon as
// the build it tests is there, and the phases that only need CPU time run beside it at a lower
// priority, taking what it leaves.
const browser = findE2eBrowser();
const phases: Phase[] = [
  { name: 'build', script: 'build' },
  {
    name: 'e2e',
    script: 'e2e',
    after: ['build'],
    ...(browser.found ? {} : { [browser.fatal ? 'failed' : 'skipped']: browser.message }),
  },
  { name: 'eslint', script: 'lint:eslint', background: true },
  { name: 'prettier', script: 'lint:prettier', background: true },
  { name: 'knip', script: 'lint:knip', background: true },
  { name: 'docs', script: 'lint:docs', background: true },
  { name: 'typecheck', script: 'typecheck', background: true },
  // Not lowered: its set-up starts the Auth emulator, which must not starve behind the e2e's
  // browsers (it then failed to open its port within two minutes).
  { name: 'unit', script: 'test:unit' },
];

process.exit((await runPhases(phases)) ? 0 : 1);
