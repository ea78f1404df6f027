import {
  AREA_NAME_MAX_LENGTH,
  freeSources,
  maxExtraSources,
  type ResearchAreaCode,
  type ResearchDays,
  type ResearchLevel,
  type ResearchWordCount,
  researchAreas,
  researchDays,
  researchLevels,
  researchWordCounts,
} from '@unikit/contracts/orders'
import { formatCount, Select, TextField } from '@unikit/design-system'
import type { RefObject } from 'react'
import styles from './OrderFormPage.module.css'
import type { DraftErrors, OrderDraft } from './orderForm.ts'

/** The choices that set a Research Assistant order's price (docs/product/orders.md#prices). */
export function ResearchFields({
  draft,
  errors,
  refs,
  onChange,
}: {
  draft: OrderDraft
  errors: DraftErrors
  refs: {
    areaCode: RefObject<HTMLSelectElement | null>
    areaName: RefObject<HTMLInputElement | null>
    level: RefObject<HTMLSelectElement | null>
  }
  onChange: (patch: Partial<OrderDraft>) => void
}) {
  return (
    <>
      <Select
        ref={refs.areaCode}
        label="Research area"
        required
        placeholder="Choose an area"
        options={researchAreas.map((area) => ({ value: area.code, label: area.label }))}
        value={draft.areaCode}
        error={errors.areaCode}
        onChange={(event) => onChange({ areaCode: event.currentTarget.value as ResearchAreaCode })}
      />
      {draft.areaCode === 'other' && (
        <TextField
          ref={refs.areaName}
          label="Which area?"
          required
          maxLength={AREA_NAME_MAX_LENGTH}
          value={draft.areaName}
          error={errors.areaName}
          onChange={(event) => onChange({ areaName: event.currentTarget.value })}
        />
      )}
      <Select
        ref={refs.level}
        label="Level"
        required
        placeholder="Choose a level"
        hint="How deep the research goes; Detailed is the level we offer."
        options={researchLevels.map((level) => ({ value: level.code, label: level.label }))}
        value={draft.level}
        error={errors.level}
        onChange={(event) => onChange({ level: event.currentTarget.value as ResearchLevel })}
      />
      <div className={styles.row}>
        <Select
          label="Length"
          options={researchWordCounts.map((words) => ({
            value: String(words),
            label: `Up to ${formatCount(words)} words`,
          }))}
          value={String(draft.words)}
          onChange={(event) => onChange({ words: Number(event.currentTarget.value) as ResearchWordCount })}
        />
        <Select
          label="Delivered in"
          options={researchDays.map((days) => ({ value: String(days), label: `${days} days` }))}
          value={String(draft.days)}
          onChange={(event) => onChange({ days: Number(event.currentTarget.value) as ResearchDays })}
        />
      </div>
      <TextField
        label="Extra sources"
        hint={`${freeSources(draft.words)} sources are included; each extra one adds to the price (at most ${maxExtraSources}).`}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxExtraSources}
        step={1}
        value={String(draft.extraSources)}
        onChange={(event) => {
          const value = Math.trunc(Number(event.currentTarget.value))
          onChange({
            extraSources: Number.isFinite(value) ? Math.min(maxExtraSources, Math.max(0, value)) : 0,
          })
        }}
      />
    </>
  )
}
