// The shell every sign-in form shares (login, registration, forgot, recovery, profile-create and
// the SMS code): the public card with its title, a form that leaves validation to its machine,
// the submit button, and fields bound to the machine's values and problems. Screens keep only
// what differs: their fields and their texts.
import type { ReactNode } from 'react';
import { Button } from '../ui';
import { useFieldProblem } from './problem-text';
import type { FieldProblems } from './validation';

/** A card of the public pages with its heading; `intro` is the muted line under it. */
export function FormCard({
  id,
  title,
  intro,
  className = 'auth-card',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`public-card ${className}`} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {intro && <p className="auth-muted">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * A form whose rules live in its machine: no browser validation, Enter and the submit button both
 * send the machine's SUBMIT. Named by `label`, or by the card heading `labelledBy`.
 */
export function MachineForm({
  onSubmit,
  label,
  labelledBy,
  className,
  children,
}: {
  onSubmit: () => void;
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `auth-form ${className}` : 'auth-form'}
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The form's primary action; pending while the machine waits for the server. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" className="auth-form__submit" isPending={busy}>
      {children}
    </Button>
  );
}

/**
 * Binds design-system fields to a machine: the value, CHANGE on typing, and the field's problem.
 * `bind('email')` spreads into a TextField or PasswordField.
 */
export function useFieldBinding<Field extends string>(
  values: Record<Field, string>,
  errors: FieldProblems<Field>,
  change: (field: Field, value: string) => void,
) {
  const fieldProblem = useFieldProblem();
  return (field: Field) => ({ value: values[field], onChange: (value: string) => change(field, value), ...fieldProblem(errors[field]) });
}
