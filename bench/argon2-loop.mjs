#!/usr/bin/env node
// The yardstick for login in `npm run bench`: argon2id verifications of one stored hash, as many
// at a time as the login load has connections, for a fixed time, through the same library and
// thread pool the product uses. Prints the rate as JSON.
import { verify } from '@node-rs/argon2';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { hash: { type: 'string' }, password: { type: 'string' }, concurrency: { type: 'string' }, seconds: { type: 'string' } },
});
const until = Date.now() + Number(values.seconds) * 1000;
let done = 0;
const worker = async () => {
  while (Date.now() < until) {
    if (!(await verify(values.hash, values.password))) throw new Error('the hash does not verify');
    done += 1;
  }
};
const started = Date.now();
await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
console.log(JSON.stringify({ perSecond: done / ((Date.now() - started) / 1000), done }));
