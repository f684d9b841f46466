import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components/Tooltip';
import './overlays.css';

export { TooltipTrigger };

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'children'> {
  children: ReactNode;
}

export function Tooltip({ children, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset} className="ui-tooltip">
      {children}
    </AriaTooltip>
  );
}
