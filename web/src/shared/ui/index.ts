// The design system: react-aria-components underneath, tokens.css for every colour and size.
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Switch, type SwitchProps } from './Switch';
export { Modal, type ModalProps, type ModalSize } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { ToastRegion } from './Toast';
export {
  toast,
  toastQueue,
  TOAST_TIMEOUT_DEFAULT,
  TOAST_TIMEOUT_SUCCESS,
  type ToastContent,
  type ToastTone,
  type ShowToastOptions,
} from './toast-queue';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export { Table, TableHeader, Column, TableBody, Row, Cell, type TableProps, type ColumnProps } from './Table';
export { DataTable, type DataTableProps, type DataColumn } from './DataTable';
export { MenuButton, MenuItem, MenuSeparator, type MenuButtonProps, type MenuItemProps } from './Menu';
export { PopoverButton, type PopoverButtonProps } from './PopoverButton';
export { FirstUseButton, type FirstUseButtonProps } from './FirstUseButton';
export { MenuButtonOnFirstUse, ModalOnFirstOpen, PopoverButtonOnFirstUse, type MenuButtonOnFirstUseProps } from './first-use-controls';
export { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip';
export { FullPageLoader, InlineLoader } from './FullPageLoader';
export { StatusBadge, type CompanyStatusTone } from './StatusBadge';
export { CountBadge, type CountBadgeProps } from './CountBadge';
export { Icon, type IconName, type IconProps } from './Icon';
export { Avatar } from './Avatar';
export { QuickSearchBox, Marked, type QuickSearchBoxProps, type QuickSearchResult } from './QuickSearchBox';
export { InertWhileOpen } from './InertWhileOpen';
export { OpenAcrossScroll } from './OpenAcrossScroll';
