export { type Answer, type RunningOrders, startOrders } from './startOrders.ts'
