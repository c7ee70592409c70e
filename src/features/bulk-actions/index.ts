export { BulkTools } from './ui/bulk-tools'
export { SelectionActions } from './ui/selection-actions'
export { useBulkActions } from './ui/use-bulk-actions'
