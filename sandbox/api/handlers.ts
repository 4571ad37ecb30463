// operationId → handler, for every operation of openapi/openapi.yaml.
import type { Handler } from './call'
import * as auth from './auth'
import * as user from './user'
import * as store from './store'
import * as orders from './orders'
import * as menu from './menu'
import * as reports from './reports'
import * as loyalty from './loyalty'
import * as push from './push'
import * as external from './external'

export const handlers: Record<string, Handler> = {
  login: auth.login,
  resettingRequest: auth.resettingRequest,
  resettingReset: auth.resettingReset,
  impersonateVerify: auth.impersonateVerify,
  getUserStore: user.getUserStore,
  uploadAvatar: user.uploadAvatar,
  getStore: store.getStore,
  getStoreAnalytics: store.getStoreAnalytics,
  setStoreStatus: store.setStoreStatus,
  setCollectionAvailability: store.setCollectionAvailability,
  keepStoreOnline: store.keepStoreOnline,
  getNotifierConfig: store.getNotifierConfig,
  getPrintDictionary: store.getPrintDictionary,
  getCurrentOrders: orders.getCurrentOrders,
  getOrder: orders.getOrder,
  getOrderInvoice: orders.getOrderInvoice,
  changeOrderStatus: orders.changeOrderStatus,
  markOrderReady: orders.markOrderReady,
  setProductReplacement: orders.setProductReplacement,
  replyWhereIs: orders.replyWhereIs,
  decideRefund: orders.decideRefund,
  searchPastOrders: orders.searchPastOrders,
  getMenuCategories: menu.getMenuCategories,
  getMenuProducts: menu.getMenuProducts,
  setSoldOut: menu.setSoldOut,
  setStock: menu.setStock,
  getReportDates: reports.getReportDates,
  getDailyReport: reports.getDailyReport,
  getProductsReport: reports.getProductsReport,
  getPushKey: push.getPushKey,
  savePushSubscription: push.savePushSubscription,
  deletePushSubscription: push.deletePushSubscription,
  searchLoyaltyCustomer: loyalty.searchLoyaltyCustomer,
  addLoyaltyPunches: loyalty.addLoyaltyPunches,
  getMaintenanceFile: external.getMaintenanceFile,
  lookupIpCountry: external.lookupIpCountry,
  getDirections: external.getDirections,
  collectAnalytics: external.collectAnalytics,
  reportError: external.reportError,
}
