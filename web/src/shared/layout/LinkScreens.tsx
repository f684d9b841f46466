import type { ReactNode } from 'react';
import { Button, ButtonLink, InlineLoader } from '../ui';
import { MessageScreen } from './MessageScreen';
import { PublicLayout } from './PublicLayout';

/**
 * The public page an e-mailed token link opens (invitation, company transfer) while the token is
 * being sent. Give it `auth-forms.css` (the page imports it).
 */
export function LinkCheckingScreen({ title, checking }: { title: string; checking: string }) {
  return (
    <PublicLayout>
      <section className="public-card auth-card" aria-busy="true">
        <h1>{title}</h1>
        <InlineLoader label={checking} />
      </section>
    </PublicLayout>
  );
}

/**
 * The same page when the token was refused or could not be sent: "try again" (`onRetry`, left out
 * when there is no token to send again) and one way on (`next`); `children` say why.
 */
export function LinkFailedScreen({
  title,
  retryLabel,
  onRetry,
  next,
  children,
}: {
  title: string;
  retryLabel: string;
  onRetry?: () => void;
  next: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <MessageScreen
        icon="alert"
        tone="error"
        title={title}
        actions={
          <>
            {onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                {retryLabel}
              </Button>
            )}
            <ButtonLink variant="primary" href={next.href}>
              {next.label}
            </ButtonLink>
          </>
        }
      >
        {children}
      </MessageScreen>
    </PublicLayout>
  );
}
