export { newVerifiedStudent } from './newVerifiedStudent.ts'
export { signInElsewhere, signInPageAs } from './signInPageAs.ts'
