// Display names of the contract's enumerations in both languages. The server stores English and
// localize.ts swaps in the Arabic ones, so both sides must read them from here.
import type { CollectionMethodId, CollectionMethodPrefix, OrderStatusId, PaymentMethodId, StoreStatusId } from '../contract-types'
import type { Text } from './types'

export const ORDER_STATUS_NAMES: Record<OrderStatusId, Text> = {
  2: { en: 'Pending', ar: 'قيد الانتظار' },
  3: { en: 'Preparing', ar: 'قيد التحضير' },
  4: { en: 'Dispatched', ar: 'تم الإرسال' },
  5: { en: 'Delivered', ar: 'تم التسليم' },
  6: { en: 'Declined', ar: 'مرفوض' },
  7: { en: 'Cancelled', ar: 'ملغي' },
  8: { en: 'No Show', ar: 'لم يحضر' },
}

export const STORE_STATUS_NAMES: Record<StoreStatusId, Text> = {
  0: { en: 'Available', ar: 'متاح' },
  1: { en: 'Open', ar: 'مفتوح' },
  2: { en: 'Closed', ar: 'مغلق' },
  3: { en: 'Busy', ar: 'مشغول' },
}

export const COLLECTION_METHOD_NAMES: Record<CollectionMethodId, Text> = {
  1: { en: 'Drive-Thru', ar: 'درايف ثرو' },
  2: { en: 'Dine-In', ar: 'داخل المطعم' },
  3: { en: 'Walk-Thru', ar: 'استلام من الفرع' },
  4: { en: 'Send Hero', ar: 'أرسل هيرو' },
  5: { en: 'Office Delivery', ar: 'توصيل للمكتب' },
  6: { en: 'Home Delivery', ar: 'توصيل للمنزل' },
}

export const COLLECTION_METHOD_PREFIX: Record<CollectionMethodId, CollectionMethodPrefix> = {
  1: 'dt',
  2: 'di',
  3: 'wt',
  4: 'sh',
  5: 'od',
  6: 'hd',
}

export const COLLECTION_METHOD_IDS: readonly CollectionMethodId[] = [1, 2, 3, 4, 5, 6]

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, Text> = {
  1: { en: 'Credit Card', ar: 'بطاقة ائتمان' },
  2: { en: 'Cash', ar: 'نقداً' },
  3: { en: 'Wallet', ar: 'المحفظة' },
  6: { en: 'KNET', ar: 'كي نت' },
  10: { en: 'Apple Pay', ar: 'أبل باي' },
}

/** The Hero delivery company's display name */
export const HERO_COMPANY: Text = { en: 'Hero', ar: 'هيرو' }
