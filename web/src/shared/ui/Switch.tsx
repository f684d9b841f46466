import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components/Switch';
import './controls.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={['ui-switch', className ?? ''].filter(Boolean).join(' ')}>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
