// The design system's parts the wizard uses, plus a file picker button (react-aria FileTrigger).
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button, Icon } from '../../../shared/ui';

export { Button, Icon, Modal, Select, Switch, TextField } from '../../../shared/ui';

export function FileTriggerButton({ accept, onFile, label }: { accept: string; onFile: (file: File) => void; label: string }) {
  return (
    <FileTrigger acceptedFileTypes={accept.split(',')} onSelect={(files) => files?.[0] && onFile(files[0])}>
      <Button variant="secondary">
        <Icon name="plus" size={16} />
        {label}
      </Button>
    </FileTrigger>
  );
}
