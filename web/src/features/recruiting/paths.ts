// Where the recruiting screens live: under the menu's "Подбор персонала" (spec 000 §2, /personne),
// so the menu marks its section on each of them.
export const CANDIDATES_PATH = '/personne';
export const candidatePath = (candidateId: string): string => `${CANDIDATES_PATH}/candidate/${encodeURIComponent(candidateId)}`;
/** A CV of the candidate in the file viewer (outside the shell). */
export const cvPath = (candidateId: string, fileId: string): string => `${candidatePath(candidateId)}/cv/${encodeURIComponent(fileId)}`;
export const boardPath = (vacancyId: string): string => `${CANDIDATES_PATH}/vacancy/${encodeURIComponent(vacancyId)}`;
export const RECRUITING_SETTINGS_PATH = `${CANDIDATES_PATH}/settings`;
export const candidatesOfVacancy = (vacancyId: string): string => `${CANDIDATES_PATH}?vacancy=${encodeURIComponent(vacancyId)}`;
