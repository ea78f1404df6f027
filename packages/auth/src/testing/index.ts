export { signInElsewhere, signInPageAs } from './signInPageAs.ts'
