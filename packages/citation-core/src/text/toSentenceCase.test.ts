import { describe, expect, it } from 'vitest'
import { toSentenceCase } from './toSentenceCase.ts'

describe('toSentenceCase', () => {
  it.each([
    [
      'Building a Resilient Tomorrow: How to Prepare for the Coming Climate Disruption',
      'Building a resilient tomorrow: how to prepare for the coming climate disruption',
    ],
    ["What Is AI? Here's Everything You Need to Know", "What is AI? Here's everything you need to know"],
    [
      'The Internet of Things and COVID-19 in the IoT Era',
      'The internet of things and COVID-19 in the IoT era',
    ],
    ['Prediction of CO2 Emission', 'Prediction of CO2 emission'],
    ['KINH TẾ VIỆT NAM', 'KINH TẾ VIỆT NAM'],
    ['Đổi Mới Và Phát Triển', 'Đổi mới và phát triển'],
  ])('%s', (title, expected) => {
    expect(toSentenceCase(title)).toBe(expected)
  })
})
