// What every step of the short wizard gets from ShortWizard: the machine's context, its send and
// whether a save is under way (the fields stay, the buttons wait).
import type { ShortContext, ShortEvent } from './short-wizard.machine';

export interface StepProps {
  context: ShortContext;
  send: (event: ShortEvent) => void;
  busy: boolean;
}
