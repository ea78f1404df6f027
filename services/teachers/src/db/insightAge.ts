import { freshFromSemester, RATING_AGED_WEIGHT } from '@unikit/contracts/teachers'
import { sql } from 'kysely'

/** The semester a `ratings` row (of the table or its `alias`) is about, as `semesterIndex` numbers it. */
export function semesterOf(alias?: string) {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name)
  return sql<number>`(${column('year')} * 3 + ${column('semester')} - 1)`
}

/**
 * Whether the row is aged: about a semester before `freshFrom` (`freshFromSemester`: three years back), so it is
 * folded in lists and weighs less (docs/product/feedback.md#averages). `freshFrom` defaults to now.
 */
export function agedInsight(freshFrom = freshFromSemester(new Date()), alias?: string) {
  return sql<boolean>`(${semesterOf(alias)} < ${freshFrom})`
}

/** What the row weighs in an average: RATING_AGED_WEIGHT when aged, else 1. */
export function insightWeight(freshFrom = freshFromSemester(new Date()), alias?: string) {
  return sql<number>`(case when ${agedInsight(freshFrom, alias)} then ${RATING_AGED_WEIGHT}::float8 else 1::float8 end)`
}
