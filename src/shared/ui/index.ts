export { Button, buttonClass } from './button'
export { TextField } from './text-field'
export { SelectField } from './select'
export { FormSelect } from './form-select'
export { NativeSelect } from './native-select'
export { SwitchField } from './switch'
export { Dialog, Sheet, modalLayerClass, overlayProps } from './dialog'
export { OPEN_DIALOG } from './open-dialog'
export { closeOnEscape } from './close-on-escape'
export { ConfirmDialog } from './confirm-dialog'
export { Tooltip } from './tooltip'
export {
  MenuRoot,
  MenuTrigger,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuRadioGroup,
  MenuRadioItem,
} from './menu'
export { TabsRoot, TabsList, Tab, TabsContent, TabNav, tabClass } from './tabs'
export { Card } from './card'
export { ExtensionCard } from './extension-card'
export { CentredCard } from './centred-card'
export { WindowRow } from './window-row'
export { SettingsSection } from './settings-section'
export { TypeNameField, typedNameMatches } from './type-name-field'
export { Banner } from './banner'
export { Badge } from './badge'
export { ErrorState } from './error-state'
export { InlineError } from './inline-error'
export { Spinner } from './spinner'
export { ListLoading } from './list-loading'
export { ToastContextProvider } from './toast/toast-context'
export { useToast } from './toast/use-toast'
export { PageHeader } from './page-header'
export { useDocumentTitle } from './document-title'
export { ExternalLink } from './external-link'
export { TextAreaField } from './text-area-field'
export { NotAuthorized } from './not-authorized'
export { BatchProgress } from './batch-progress'
export { ShowMoreButton, useShowMore } from './show-more'
export { EmailText } from './email-text'
export { MAIN_ID, focusMain } from './return-focus'
export { useFocusRescue } from './focus-rescue'
export { ResultsErrorBoundary } from './results-error-boundary'
