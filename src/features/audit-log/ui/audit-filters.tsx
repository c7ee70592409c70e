import { memo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, FormSelect, TextField } from '@/shared/ui'
import { ACTION_OPTIONS } from '../model/audit-actions'
import {
  ALL_TIME,
  auditFilterFormSchema,
  formFromSearch,
  searchFromForm,
} from '../model/audit-filter-form.schema'
import { RANGE_LABELS } from '../model/audit-filters'
import { RANGE_PRESETS, type AuditSearch } from '../model/audit-search.schema'

const RANGE_OPTIONS = ([ALL_TIME, ...RANGE_PRESETS] as const).map((value) => ({
  value,
  label: RANGE_LABELS[value],
}))

/**
 * AUDIT-7: actor, action, date range (presets or custom days) and text. Applying writes them to
 * the address (the page remounts this form with them); an invalid form keeps what was typed.
 * Memoised: the page redraws as each page of events comes, and the form need not.
 */
export const AuditFilters = memo(function AuditFilters({
  search,
  onApply,
}: {
  search: AuditSearch
  onApply: (search: AuditSearch) => void
}) {
  const form = useForm({
    resolver: zodResolver(auditFilterFormSchema),
    defaultValues: formFromSearch(search),
  })
  const { errors } = form.formState
  const range = useWatch({ control: form.control, name: 'range' })
  const onSubmit = form.handleSubmit((values) => onApply(searchFromForm(values)))

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Filters"
      className="mb-4 grid gap-3 rounded-lg border border-border bg-card p-3 sm:grid-cols-2 lg:grid-cols-4 narrow:grid-cols-1"
    >
      <TextField
        label="Actor"
        placeholder="E-mail or system"
        autoComplete="off"
        error={errors.actor?.message}
        {...form.register('actor')}
      />
      <FormSelect
        control={form.control}
        name="action"
        label="Action"
        options={ACTION_OPTIONS}
        mountOnUse
      />
      <FormSelect
        control={form.control}
        name="range"
        label="Date range"
        options={RANGE_OPTIONS}
        mountOnUse
      />
      <TextField
        label="Search"
        type="search"
        placeholder="Any text in an event"
        error={errors.q?.message}
        {...form.register('q')}
      />
      {range === 'custom' ? (
        <>
          <TextField label="First day" type="date" {...form.register('from')} />
          <TextField
            label="Last day"
            type="date"
            error={errors.to?.message}
            {...form.register('to')}
          />
        </>
      ) : null}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4 narrow:col-span-1">
        <Button type="submit">Apply filters</Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          Clear filters
        </Button>
      </div>
    </form>
  )
})
