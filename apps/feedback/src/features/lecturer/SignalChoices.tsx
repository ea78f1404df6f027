import { rmitGrades } from '@unikit/contracts/teachers'
import { Select } from '@unikit/design-system'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import type { RatingDraft, RatingErrors } from './ratingForm.ts'

const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

/** Whether the student would take this lecturer again, and the grade they received if they want to say. */
export function SignalChoices({
  draft,
  errors,
  onChange,
}: {
  draft: RatingDraft
  errors: RatingErrors
  onChange: (patch: Partial<RatingDraft>) => void
}) {
  return (
    <>
      <ChoiceGroup
        name="would-take-again"
        legend="Would you take this lecturer again?"
        choices={answers}
        value={draft.wouldTakeAgain || undefined}
        error={errors.wouldTakeAgain}
        field="wouldTakeAgain"
        onChange={(value) => onChange({ wouldTakeAgain: value })}
      />
      <Select
        label="Grade received (optional)"
        hint="From RMIT's grade list; it is shown with your insight."
        options={[
          { value: '', label: 'Rather not say' },
          ...rmitGrades.map((grade) => ({ value: grade.value, label: `${grade.value} (${grade.label})` })),
        ]}
        value={draft.grade}
        onChange={(event) => onChange({ grade: event.target.value as RatingDraft['grade'] })}
        error={errors.grade}
        data-field="grade"
      />
    </>
  )
}
