import { useEffect } from 'react'
import { careerReloadFlag } from './careerReloadFlag.ts'

/** The career page reloads itself once on a browser's first visit, remembered locally (docs/product/platform.md#career-page). */
export function CareerPage() {
  useEffect(() => {
    if (careerReloadFlag.isSet()) return
    careerReloadFlag.set()
    window.location.reload()
  }, [])
  return (
    <div className="shell-page">
      <title>Careers · Unikit</title>
      <h1>Careers</h1>
      <p>We are a small team building the toolkit RMIT Vietnam students open every day.</p>
      <p>There are no open positions right now. Write to support@unikit.vn if you would like to help.</p>
    </div>
  )
}
