import { readdirSync } from 'node:fs';
import { allFlowFolders, FLOW_GROUPS, groupFolders, INTEGRATION_DIR } from '../support/flow-group-folders.mjs';

// `npm test` runs the integration flows only through the group files (test/support/flow-groups.ts):
// a folder no group ran would never run there, one that two groups ran would run twice.
describe('integration flow groups', () => {
  it('has a group file for every group and a group for every group file', () => {
    const files = readdirSync(INTEGRATION_DIR)
      .filter((name) => name.endsWith('.group.ts') && name !== 'in-band.group.ts')
      .map((name) => name.slice(0, -'.group.ts'.length))
      .sort();
    expect(files).toEqual(Object.keys(FLOW_GROUPS).sort());
  });

  it('runs every folder of test/integration in exactly one group', () => {
    const ran = Object.keys(FLOW_GROUPS).flatMap((group) => groupFolders(group));
    expect([...ran].sort()).toEqual(allFlowFolders());
  });

  it('refuses a group that does not exist', () => {
    expect(() => groupFolders('nowhere')).toThrow('No flow group "nowhere"');
  });
});
