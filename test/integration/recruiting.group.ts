// The flows of group "recruiting" in one jest test file (folders: test/support/flow-group-folders.mjs;
// test/support/flow-groups.ts says why).
import { groupFolders, includeFlows } from '../support/flow-groups.js';

await includeFlows(groupFolders('recruiting'));
