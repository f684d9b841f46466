import { useEffect, useRef, type ReactNode } from 'react';
import { Icon, type IconName } from '../ui';

/**
 * The success and message screens: an icon, a title, a text and
 * the actions. Focus moves to the title so screen readers announce the new screen.
 */
export function MessageScreen({
  icon = 'mail',
  tone = 'info',
  title,
  children,
  actions,
}: {
  icon?: IconName;
  tone?: 'info' | 'success' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="public-card auth-message" aria-labelledby="auth-message-title">
      <span className={`auth-message__icon auth-message__icon--${tone}`} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h1 id="auth-message-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <div className="auth-message__body">{children}</div>
      {actions && <div className="auth-message__actions">{actions}</div>}
    </section>
  );
}
