// Runs npm scripts side by side (`tsx scripts/run-parallel.ts lint typecheck`), each one's output
// printed whole when it ends, so two logs never interleave. Fails when any of them fails.
import { spawn } from 'node:child_process';

function run(script: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
