// Components

// The one formatting module (docs/product/platform.md#numbers-money-and-dates), shared with the services.
export { formatCount, formatDate, formatDateTime, formatFileSize, formatVnd } from '@unikit/contracts/format'
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge.tsx'
export {
  Breadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './components/Breadcrumb/Breadcrumb.tsx'
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button.tsx'
export { Card, type CardProps } from './components/Card/Card.tsx'
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx'
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/Combobox/Combobox.tsx'
export { ComingSoon, type ComingSoonProps } from './components/ComingSoon/ComingSoon.tsx'
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx'
export { Dialog, type DialogProps, type DialogSize } from './components/Dialog/Dialog.tsx'
export { Drawer, type DrawerProps, type DrawerSide } from './components/Drawer/Drawer.tsx'
export { Dropdown, type DropdownProps } from './components/Dropdown/Dropdown.tsx'
export type {
  DropdownItem,
  DropdownItemProps,
  DropdownItemRenderer,
  DropdownLinkComponent,
} from './components/Dropdown/DropdownItemView.tsx'
export { menuTargetIndex, typeaheadIndex } from './components/Dropdown/menuKeys.ts'
export { useDismissOnOutsidePress } from './components/Dropdown/useDismissOnOutsidePress.ts'
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState.tsx'
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel/ErrorPanel.tsx'
export { Field, type FieldControlProps, type FieldProps } from './components/Field/Field.tsx'
export { FormAlert, type FormAlertProps } from './components/FormAlert/FormAlert.tsx'
export { FormDialog, type FormDialogProps } from './components/FormDialog/FormDialog.tsx'
export { HelpfulButton, type HelpfulButtonProps } from './components/HelpfulButton/HelpfulButton.tsx'
export { Icon, type IconProps } from './components/Icon/Icon.tsx'
export { type IconName, iconPaths } from './components/Icon/iconPaths.ts'
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.tsx'
export {
  Link,
  type LinkProps,
  LinkProvider,
  type RouterLinkComponent,
  type RouterLinkProps,
} from './components/Link/Link.tsx'
export { Loadable, type LoadableProps, type LoadableState } from './components/Loadable/Loadable.tsx'
export { LoadingState } from './components/LoadingState/LoadingState.tsx'
export { PageHeading, type PageHeadingProps } from './components/PageHeading/PageHeading.tsx'
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx'
export { SearchForm, type SearchFormProps } from './components/SearchForm/SearchForm.tsx'
export { Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx'
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner.tsx'
export { Table, type TableColumn, type TableProps } from './components/Table/Table.tsx'
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs.tsx'
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx'
export { TextField, type TextFieldProps } from './components/TextField/TextField.tsx'
export { Toaster, type ToasterProps } from './components/Toaster/Toaster.tsx'
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip.tsx'
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.tsx'
export { WhenNear, type WhenNearProps } from './components/WhenNear/WhenNear.tsx'
// Hooks
export { MOBILE_BREAKPOINT, useIsMobile } from './hooks/useIsMobile.ts'
export { useMediaQuery } from './hooks/useMediaQuery.ts'
export { type OptimisticToggleOptions, useOptimisticToggle } from './hooks/useOptimisticToggle.ts'
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion.ts'
export { useSubmission } from './hooks/useSubmission.ts'
// Stores
export {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  type Toast,
  type ToastOptions,
  type ToastState,
  type ToastType,
  toast,
  toastStore,
} from './stores/toastStore.ts'
// Utilities
export { cx } from './utils/cx.ts'
export { downloadFile } from './utils/downloadFile.ts'
export { whenIdle } from './utils/whenIdle.ts'
