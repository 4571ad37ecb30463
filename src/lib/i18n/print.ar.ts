// Arabic texts of the print screens, typed by the English ones.
import type { printEn } from './print.en'

export const printAr: Record<keyof typeof printEn, string> = {
  'print.loading.order': 'جارٍ تجهيز الإيصال…',
  'print.loading.report': 'جارٍ تجهيز التقرير…',
  'print.failed.order': 'تعذّر تحميل الطلب للطباعة.',
  'print.failed.closing': 'ستُغلق هذه النافذة خلال {{seconds}} ثوانٍ.',
  'print.failed.report': 'تعذّر تحميل التقرير للطباعة.',
  'print.report.categoryId': 'الرقم',
}
