// The flows marked `@kadry-in-band`, from every folder: `npm test` runs this group before the
// others, alone (test/support/flow-groups.ts).
import { allFlowFolders, includeFlows } from '../support/flow-groups.js';

await includeFlows(allFlowFolders(), { inBand: true });
