export { defineServiceTestConfig } from './defineServiceTestConfig.ts'
