// Arabic texts of the reports screens, typed by the English ones.
import type { reportsEn } from './reports.en'

export const reportsAr: Record<keyof typeof reportsEn, string> = {
  'reports.daily': 'تقرير الإغلاق اليومي',
  'reports.items': 'تقرير المبيعات اليومية للأصناف',
  'reports.print': 'طباعة',
  'reports.export': 'تصدير',
  'reports.exporting': 'جارٍ التصدير…',
  'reports.printLabel': 'طباعة تقرير الإغلاق اليومي ليوم {{date}}',
  'reports.exportLabel': 'تصدير {{type}} ليوم {{date}} بصيغة csv',
  'reports.empty': 'لا توجد تقارير',
  'reports.list': 'أيام التقارير',
  'reports.col.date': 'التاريخ',
  'reports.loading': 'جارٍ تحميل التقارير…',
  'reports.loadFailed': 'تعذّر تحميل التقارير.',
  'reports.retry': 'إعادة المحاولة',
  'reports.total': 'أيام التقارير: {{n}}',
  'reports.forbiddenTitle': 'التقارير لمديري الفروع فقط',
  'reports.forbiddenText': 'اطلب تقارير الإغلاق اليومي ومبيعات الأصناف من مدير الفرع.',
  'reports.backToOrders': 'الذهاب إلى الطلبات',
  'reports.pagination.label': 'الصفحات',
  'reports.pagination.previous': 'الصفحة السابقة',
  'reports.pagination.next': 'الصفحة التالية',
  'reports.pagination.page': 'الصفحة {{n}}',
  'reports.pagination.status': 'الصفحة {{page}} من {{pages}}',
}
