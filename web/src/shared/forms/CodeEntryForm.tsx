import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CodeConfirmationMachine } from '../machines/code-confirmation.machine';
import { TextField } from '../ui';
import { useFieldProblem } from './problem-text';
import { ResendCode } from './ResendCode';

/** The running SMS-code step of a modal flow: its `code` child while the flow is active. */
export type CodeStepRef = ActorRefFrom<CodeConfirmationMachine> | undefined;

/** What a modal needs of its code step: the entry, its problem, whether it is confirming, the resend child. */
export function useCodeEntry(codeStep: CodeStepRef) {
  return useSelector(codeStep, (snapshot) =>
    snapshot
      ? {
          code: snapshot.context.code,
          error: snapshot.context.error,
          confirming: snapshot.matches('confirming'),
          resend: snapshot.children.resend,
        }
      : null,
  );
}

export type CodeEntry = NonNullable<ReturnType<typeof useCodeEntry>>;

/**
 * The 6-digit code form inside an SMS-code modal, with "send again"; the modal's footer submits it
 * through `id`. `intro` says where the code went.
 */
export function CodeEntryForm({
  id,
  className,
  codeStep,
  entry,
  intro,
  label,
}: {
  id: string;
  className: string;
  codeStep: CodeStepRef;
  entry: CodeEntry;
  intro: ReactNode;
  label: string;
}) {
  const fieldProblem = useFieldProblem();
  return (
    <form
      id={id}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        codeStep?.send({ type: 'SUBMIT' });
      }}
    >
      <p>{intro}</p>
      <TextField
        label={label}
        value={entry.code}
        onChange={(value) => codeStep?.send({ type: 'CHANGE', value })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        isRequired
        {...fieldProblem(entry.error)}
      />
      <ResendCode actor={entry.resend} />
    </form>
  );
}
