// The recruiting setup's machines (the stage editor, the settings form) wired to the API.
import { fromApi } from '../../../shared/api/from-api';
import { recruitingApi, type RecruitingSettings } from '../../../shared/api/recruiting';
import { settingsMachine, type SaveSettingsInput } from './settings.machine';
import type { StageView } from './stages';
import { stagesMachine, type SaveStagesInput, type StagesInput } from './stages.machine';

export const liveStagesMachine = stagesMachine.provide({
  actors: {
    load: fromApi<StageView[], StagesInput>(({ input, signal }) => recruitingApi.stages(input.companyId, input.vacancyId, { signal })),
    save: fromApi<StageView[], SaveStagesInput>(({ input, signal }) =>
      recruitingApi.setStages(
        { company_id: input.companyId, ...(input.vacancyId ? { vacancy_id: input.vacancyId } : {}), stages: input.steps },
        { signal },
      ),
    ),
  },
});

export const liveSettingsMachine = settingsMachine.provide({
  actors: {
    load: fromApi<RecruitingSettings, { companyId: string }>(({ input, signal }) => recruitingApi.settings(input.companyId, { signal })),
    save: fromApi<RecruitingSettings, SaveSettingsInput>(({ input, signal }) => recruitingApi.setSettings(input, { signal })),
  },
});
