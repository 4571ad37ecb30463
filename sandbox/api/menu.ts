// Menu categories and products, sold-out toggles and stock.
import { localizeMenu } from '../seed/localize'
import { forbidden, ok } from '../http'
import { loadMenu, setSoldOut as soldOut, setStock as stock } from '../services/menu'
import { body, locale, param, signed, type Handler } from './call'

function ownMenu(c: Parameters<Handler>[0], x: Parameters<Handler>[1]) {
  const s = signed(c, x)
  if (param(c, 'id') !== s.store.store.id) throw forbidden('User does not belong to store')
  return s
}

export const getMenuCategories: Handler = (c, x) => {
  const { store } = ownMenu(c, x)
  return ok(localizeMenu(loadMenu(x.w, store.store.id), locale(c)).categories)
}

export const getMenuProducts: Handler = (c, x) => {
  const { store } = ownMenu(c, x)
  return ok(localizeMenu(loadMenu(x.w, store.store.id), locale(c)).products)
}

export const setSoldOut: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  return ok(soldOut(x.w, store, body(c), account))
}

export const setStock: Handler = (c, x) => {
  const { store, account } = signed(c, x)
  return ok(stock(x.w, store, body(c), account))
}
