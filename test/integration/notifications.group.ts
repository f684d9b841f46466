// The notifications flows in one jest test file (test/support/flow-groups.ts says why).
import { includeFlows } from '../support/flow-groups.js';

await includeFlows(['notifications']);
