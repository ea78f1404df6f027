import { describeWhoami } from '@unikit/accounts/testing'
import { buildApp } from '../app.ts'

// Against a real accounts service on loopback: live, missing, unknown, signed-out and password-changed tokens.
describeWhoami('orders', buildApp)
