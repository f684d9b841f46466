#!/usr/bin/env node
// `npm run bench:faults [-- <experiment> [options]]` — the fault experiments of bench/faults/README.md, one at a
// time, each with its own PostgreSQL cluster, Redis, SMTP server and SMS endpoint on loopback and
// the built product as separate api and worker processes (bench/faults/lib.mjs).
//   npm run bench:faults                         every experiment but the long ones, then a summary
//   npm run bench:faults -- pg-restart-fast      one experiment with its usual options
//   npm run bench:faults -- reregister pg-down-status    several, then a summary
//   npm run bench:faults -- pg-restart --mode down --down 30    a script with options of your own
//   npm run bench:faults -- --list               the experiments and their commands
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const EXPERIMENTS = [
  { name: 'baseline', script: 'baseline', args: [] },
  { name: 'worker-kill', script: 'worker-kill', args: [] },
  { name: 'two-by-two', script: 'two-by-two', args: [] },
  { name: 'pg-restart-fast', script: 'pg-restart', args: ['--mode', 'fast'] },
  { name: 'pg-restart-immediate', script: 'pg-restart', args: ['--mode', 'immediate'] },
  { name: 'pg-restart-down', script: 'pg-restart', args: ['--mode', 'down', '--down', '40'] },
  { name: 'redis-kill', script: 'redis-kill', args: ['--down', '20'] },
  { name: 'reregister', script: 'reregister', args: [] },
  { name: 'smtp-outage-60', script: 'smtp-outage', args: ['--smtp-outage', '60'] },
  { name: 'smtp-outage-75', script: 'smtp-outage', args: ['--smtp-outage', '75'] },
  { name: 'redis-log', script: 'redis-log', args: ['--down', '60'] },
  { name: 'pg-down-status', script: 'pg-down-status', args: [] },
  // 30 minutes of outage: run on purpose only.
  { name: 'smtp-outage-long', script: 'smtp-outage', args: ['--smtp-outage', '1800', '--wait', '900'], long: true },
];

const [first, ...rest] = process.argv.slice(2);

if (first === '--list') {
  for (const e of EXPERIMENTS)
    console.log(
      `${e.name.padEnd(22)} node bench/faults/${e.script}.mjs ${e.args.join(' ')}${e.long ? '   (long, not in the full run)' : ''}`,
    );
  process.exit(0);
}

function runOne(script, args) {
  return new Promise((done) => {
    const results = [];
    const child = spawn(process.execPath, [join(root, 'bench/faults', `${script}.mjs`), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.setEncoding('utf8');
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        if (line.startsWith('RESULT ')) results.push(JSON.parse(line.slice(7)));
        else console.log(line);
      }
    });
    // Stopping the runner stops the experiment, which cleans up after itself.
    const forward = () => child.kill('SIGTERM');
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.once('exit', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done({ code, results });
    });
  });
}

const byName = (name) => EXPERIMENTS.find((e) => e.name === name);
let plan;
if (!first) plan = EXPERIMENTS.filter((e) => !e.long);
else if (rest.length > 0 && [first, ...rest].every(byName)) plan = [first, ...rest].map(byName);
else {
  const named = EXPERIMENTS.find((e) => e.name === first);
  if (named && rest.length === 0) plan = [named];
  else if (existsSync(join(root, 'bench/faults', `${first}.mjs`)) && !['lib', 'run'].includes(first))
    plan = [{ name: first, script: first, args: rest }];
  else if (named) plan = [{ ...named, args: [...named.args, ...rest] }];
  else {
    console.error(`Unknown experiment "${first}"; npm run bench:faults -- --list`);
    process.exit(1);
  }
}

const summary = [];
for (const e of plan) {
  const started = Date.now();
  console.log(`\n### ${e.name}: node bench/faults/${e.script}.mjs ${e.args.join(' ')}`);
  const { code, results } = await runOne(e.script, e.args);
  summary.push({ name: e.name, code, seconds: Math.round((Date.now() - started) / 1000), results });
}

if (plan.length > 1) {
  console.log('\n### summary');
  for (const s of summary) {
    console.log(`${s.name} (${s.seconds} s${s.code === 0 ? '' : `, exit ${s.code}`})`);
    for (const r of s.results) console.log(`  ${JSON.stringify(r)}`);
  }
}
process.exitCode = summary.some((s) => s.code !== 0) ? 1 : 0;
