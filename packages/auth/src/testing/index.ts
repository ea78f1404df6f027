export { expectFailedLoad } from './expectFailedLoad.ts'
export { newVerifiedStudent } from './newVerifiedStudent.ts'
export { anotherStudent, callAs, pageAs, pristinePageAs, tokenOf, uploadAs } from './pageSessions.ts'
export { signInElsewhere, signInPageAs } from './signInPageAs.ts'
