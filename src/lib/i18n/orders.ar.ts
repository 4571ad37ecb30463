// Arabic texts of the orders screens, typed by the English ones.
import type { ordersEn } from './orders.en'

export const ordersAr: Record<keyof typeof ordersEn, string> = {
  'orders.processed.confirmed': 'تم تأكيد الطلب',
  'orders.processed.dispatched': 'تم تسليم الطلب',
  'orders.processed.delivered': 'تم توصيل الطلب',
  'orders.processed.declined': 'تم رفض الطلب',
  'orders.processed.hidden': 'تم إخفاء الطلب',
  'orders.processed.other': 'تمت معالجة الطلب',
  'orders.processedElsewhere': 'تمت معالجة طلبك النشط {{code}} من قِبل موظف آخر',
  'orders.processedElsewhereDrawer': 'تمت معالجة هذا الطلب من قِبل موظف آخر',
  'orders.newPending': 'لديك طلب جديد قيد الانتظار',
  'realtime.signInFailed': 'تعذّر بدء التحديثات المباشرة',
}
