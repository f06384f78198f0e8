// Runs several commands at the same time and prints each one's output, whole, once it ends (their
// lines would otherwise interleave). Used where single-threaded checks would leave a core idle:
// the three TypeScript projects (scripts/typecheck.mjs) and the type check beside lint
// (scripts/test-stages.mjs). Resolves to 0 when every command succeeded, else the first failure's code.
import { spawn } from 'node:child_process';

/** @param {Array<{ label: string, command: string, args: string[], env?: Record<string, string> }>} commands */
export async function runAtOnce(commands) {
  const codes = await Promise.all(
    commands.map(
      ({ label, command, args, env = {} }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const finish = (code) => {
            const text = Buffer.concat(output).toString();
            if (text.trim() || code !== 0) process.stdout.write(`\n> ${label}${code === 0 ? '' : ` (exited with ${code})`}\n${text}`);
            resolve(code);
          };
          child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
          child.on('error', (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            finish(1);
          });
        }),
    ),
  );
  return codes.find((code) => code !== 0) ?? 0;
}
