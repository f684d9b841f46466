import './feedback.css';

export interface CountBadgeProps {
  count: number;
  'data-testid'?: string;
}

/**
 * The count on a header icon button (the bell's unread notices, the approval requests): nothing at
 * zero, "99+" above 99. Hidden from assistive technology: the button's own name says the count.
 * Its button is the badge's positioning box (feedback.css).
 */
export function CountBadge({ count, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="ui-count-badge" aria-hidden="true" {...rest}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
